/** Rounds to cents without the usual binary floating point surprises (1.005 -> 1.01). */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Net price from a gross price (gross is the master price in the seed). */
export function net(gross: number, taxRate: number): number {
  return round2(gross / (1 + taxRate / 100));
}

/** A shop-style price: rounded to a whole euro minus ten cents (174.62 -> 174.90). */
export function shopPrice(value: number): number {
  return round2(Math.max(1, Math.round(value)) - 0.1);
}

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  Œ: 'Oe',
  '×': 'x',
  '²': '2',
};

/** An ASCII URL segment that keeps the case of the words: "Stall- & Paddockmatten" -> "Stall-Paddockmatten". */
export function slugify(text: string): string {
  const ascii = text
    .replace(/[äöüÄÖÜßæœŒ×²]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return ascii.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** A small deterministic pseudo random generator (mulberry32) seeded from a string. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Escapes text for use inside SVG/HTML markup. */
export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Wraps plain paragraphs into HTML <p> elements. */
export function paragraphs(...texts: string[]): string {
  return texts.map((t) => `<p>${t}</p>`).join('');
}

/** An HTML bullet list. */
export function list(items: string[]): string {
  return `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
}
