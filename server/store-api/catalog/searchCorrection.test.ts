import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, nearestKeyword } from './searchCorrection';

const dictionary = (...words: Array<[string, number]>) => {
  const byLength = new Map<number, Array<{ word: string; count: number }>>();
  for (const [word, count] of words) {
    const length = [...word].length;
    byLength.set(length, [...(byLength.get(length) ?? []), { word, count }]);
  }
  return byLength;
};

describe('editDistance', () => {
  it('counts a character added, left out, changed, or two neighbours swapped as one edit each', () => {
    expect(editDistance('miscanthus', 'miscanthus', 2)).toBe(0);
    expect(editDistance('miscantus', 'miscanthus', 2)).toBe(1);
    expect(editDistance('pelets', 'pellets', 2)).toBe(1);
    expect(editDistance('pallets', 'pellets', 2)).toBe(1);
    expect(editDistance('pelelts', 'pellets', 2)).toBe(1);
    expect(editDistance('einstruee', 'einstreu', 2)).toBe(2);
    expect(editDistance('möhre', 'mohre', 1)).toBe(1);
  });

  it('stops at the limit: anything farther reads limit + 1', () => {
    expect(editDistance('xylophon', 'miscanthus', 2)).toBe(3);
    expect(editDistance('abcdefgh', 'badcfehg', 2)).toBe(3);
    expect(editDistance('stroh', 'strohpellets', 2)).toBe(3);
  });
});

describe('nearestKeyword', () => {
  it('allows one edit in words of four to six characters, two in longer ones, none in shorter', () => {
    expect([allowedEdits('heu'), allowedEdits('matt'), allowedEdits('pelets'), allowedEdits('miscantus')]).toEqual([0, 1, 1, 2]);
    const words = dictionary(['pellets', 4], ['miscanthus', 3], ['heu', 2], ['einstreu', 9]);
    expect(nearestKeyword(words, 'pelets')).toBe('pellets');
    expect(nearestKeyword(words, 'miscantus')).toBe('miscanthus');
    expect(nearestKeyword(words, 'einstruee')).toBe('einstreu');
    expect(nearestKeyword(words, 'hue')).toBeNull();
    expect(nearestKeyword(words, 'pelts')).toBeNull();
  });

  it('takes a word of six characters or more for the mistyped beginning of a longer keyword (typed letter by letter), a whole keyword first', () => {
    const words = dictionary(['strohpellets', 5], ['stroh', 9], ['miscanthus', 3], ['matten', 4]);
    expect(nearestKeyword(words, 'strohpele')).toBe('strohpelle');
    expect(nearestKeyword(words, 'miscanth')).toBe('miscanth'); // as typed (the search asks only for words it did not find)
    expect(nearestKeyword(words, 'miskant')).toBe('miscant');
    // Shorter words are whole keywords only.
    expect(nearestKeyword(words, 'strp')).toBeNull();
    expect(nearestKeyword(words, 'mattn')).toBe('matten');
    // A whole keyword beats a beginning as near.
    expect(nearestKeyword(dictionary(['heulage', 1], ['heulagen-ballen', 9]), 'heulaxe')).toBe('heulage');
  });

  it('prefers the nearer word, then one with the same first letter, then the more common one', () => {
    expect(nearestKeyword(dictionary(['matten', 1], ['matter', 9]), 'mattenn')).toBe('matten');
    expect(nearestKeyword(dictionary(['kaste', 9], ['taste', 9]), 'taxte')).toBe('taste');
    expect(nearestKeyword(dictionary(['haber', 2], ['hafer', 7]), 'haxer')).toBe('hafer');
    // Equal in everything: the same answer every time.
    expect(nearestKeyword(dictionary(['hafer', 2], ['haber', 2]), 'haxer')).toBe('haber');
  });
});
