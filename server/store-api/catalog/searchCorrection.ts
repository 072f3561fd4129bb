import type { CatalogEnv } from './serialize';
import type { CatalogueSnapshot } from './snapshot';
import { productsContaining, searchDoc, tokenWeight } from './searchIndex';

/**
 * Typing errors in a search ("miscantus", "stroh pelets"), as a phone in a barn makes them.
 * Shopware looks each word of a term up in its keyword dictionary with wildcard patterns that
 * allow a character or two to differ (ProductSearchTermInterpreter) and searches the nearest
 * keywords too, so such a search finds the products. Here: a word no product contains is replaced
 * by the nearest word of the language's dictionary (the words of the products' searched fields
 * but their descriptions and numbers), one edit away for words of four to six characters, two
 * for longer ones (an edit: a character added, left out, changed, or two swapped). A word found
 * anywhere, or one of three characters or fewer, stays as typed.
 */

interface Word {
  word: string;
  /** In how many products it occurs: the more common of two equally near words wins. */
  count: number;
}

interface Dictionary {
  /** Words by their length in characters. */
  byLength: Map<number, Word[]>;
  /** The correction of each word asked for (null: none), the most recent last. */
  corrections: Map<string, string | null>;
}

/** Rankings of the fields whose words are not keywords: descriptions (50). */
const DESCRIPTION_RANKING = 50;
const CORRECTIONS_KEPT = 1024;
const dictionaries = new WeakMap<CatalogueSnapshot, Map<string, Dictionary>>();

const chars = (s: string): string[] => [...s];
const isKeyword = (word: string): boolean => chars(word).length >= 4 && /^[\p{L}-]+$/u.test(word) && !/^-|-$/.test(word);

function dictionaryOf(env: CatalogEnv): Dictionary {
  let byLocale = dictionaries.get(env.snap);
  if (!byLocale) {
    byLocale = new Map();
    dictionaries.set(env.snap, byLocale);
  }
  let dictionary = byLocale.get(env.locale);
  if (dictionary) return dictionary;
  const counts = new Map<string, number>();
  for (const product of env.snap.mainProducts) {
    const words = new Set<string>();
    for (const { ranking, values } of searchDoc(env, product).fields) {
      if (ranking <= DESCRIPTION_RANKING) continue;
      for (const { words: valueWords } of values) {
        for (const word of valueWords) {
          // "bio-miscanthus-einstreu" is a keyword, and so is each of its parts.
          for (const part of [word, ...(word.includes('-') ? word.split('-') : [])]) if (isKeyword(part)) words.add(part);
        }
      }
    }
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const byLength = new Map<number, Word[]>();
  for (const [word, count] of counts) {
    const length = chars(word).length;
    if (!byLength.has(length)) byLength.set(length, []);
    byLength.get(length)!.push({ word, count });
  }
  dictionary = { byLength, corrections: new Map() };
  byLocale.set(env.locale, dictionary);
  return dictionary;
}

/**
 * Edits between `a` and each beginning of `b` (optimal string alignment: a character added, left
 * out or changed, or two neighbours swapped, count one each): entry j is the distance to b's first
 * j characters. Null as soon as every entry is known to exceed `max`.
 */
function prefixDistances(x: string[], y: string[], max: number): number[] | null {
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  let previousMin = 0;
  for (let i = 1; i <= x.length; i++) {
    const current = new Array<number>(y.length + 1).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // No later row can come back below both this row's and the one before's minimum.
    if (rowMin > max && previousMin > max) return null;
    previousMin = rowMin;
    before = previous;
    previous = current;
  }
  return previous;
}

/** Edits between two words (see prefixDistances), or `max + 1` when there are more than `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = chars(a);
  const y = chars(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  const d = prefixDistances(x, y, max)?.[y.length] ?? max + 1;
  return Math.min(d, max + 1);
}

/** How many edits a word may be away from the keyword it is taken for. */
export function allowedEdits(word: string): number {
  const length = chars(word).length;
  return length < 4 ? 0 : length <= 6 ? 1 : 2;
}

/** From this length on, a word may also be the mistyped beginning of a keyword (a search typed letter by letter). */
const PREFIX_FROM = 6;

interface Candidate {
  text: string;
  distance: number;
  whole: boolean;
  sameStart: boolean;
  count: number;
}

/** Nearer first, then a whole keyword, then one with the same first letter, then the more common one, the longer, the alphabet. */
function better(a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.whole !== b.whole) return a.whole;
  if (a.sameStart !== b.sameStart) return a.sameStart;
  if (a.count !== b.count) return a.count > b.count;
  // Two beginnings of one keyword: the longer says more ("strohpelle" before "strohpel").
  if (a.text.length !== b.text.length) return a.text.length > b.text.length;
  return a.text < b.text;
}

/**
 * The nearest keyword within the allowed edits, or, for a word of six characters or more, the
 * nearest beginning of one ("strohpele" → "strohpelle", which the search then finds in
 * "strohpellets"); null when there is none.
 */
export function nearestKeyword(words: Map<number, Word[]>, token: string): string | null {
  const max = allowedEdits(token);
  if (max === 0) return null;
  const x = chars(token);
  const prefixes = x.length >= PREFIX_FROM;
  let best: Candidate | null = null;
  for (const [length, list] of words) {
    if (length < x.length - max || (!prefixes && length > x.length + max)) continue;
    for (const { word, count } of list) {
      const y = chars(word);
      const row = prefixDistances(x, y, best ? Math.min(best.distance, max) : max);
      if (!row) continue;
      const sameStart = y[0] === x[0];
      const from = prefixes ? Math.max(1, x.length - max) : y.length;
      for (let j = from; j <= Math.min(y.length, x.length + max); j++) {
        if (row[j] > max) continue;
        const candidate = { text: y.slice(0, j).join(''), distance: row[j], whole: j === y.length, sameStart, count };
        if (better(candidate, best)) best = candidate;
      }
    }
  }
  return best?.text ?? null;
}

/** Whether any product of the language contains the word (the full-text index, or every document when it is off). */
function foundAnywhere(env: CatalogEnv, token: string): boolean {
  const found = productsContaining(env, [token]);
  if (found) return found.size > 0;
  return env.snap.mainProducts.some((p) => tokenWeight(searchDoc(env, p), token) > 0);
}

/** The term's words with each one no product contains replaced by its nearest keyword (see above). */
export function correctTokens(env: CatalogEnv, tokens: string[]): string[] {
  const corrected = tokens.map((token) => {
    if (allowedEdits(token) === 0 || !/^[\p{L}-]+$/u.test(token) || foundAnywhere(env, token)) return token;
    const dictionary = dictionaryOf(env);
    let correction = dictionary.corrections.get(token);
    if (correction === undefined) {
      correction = nearestKeyword(dictionary.byLength, token);
      if (dictionary.corrections.size >= CORRECTIONS_KEPT) dictionary.corrections.delete(dictionary.corrections.keys().next().value as string);
    } else {
      dictionary.corrections.delete(token);
    }
    dictionary.corrections.set(token, correction);
    return correction ?? token;
  });
  return [...new Set(corrected)];
}
