/**
 * Bidirectional text helpers. Latin runs inside Arabic text (names, e-mail addresses, "3-D Secure",
 * dates next to names) are reordered by the Unicode bidi algorithm unless they are isolated: either
 * as an element (`<bdi>`, `dir="auto"`, see ui/BidiText) or, in plain strings (notifications,
 * interpolated translations), with the Unicode isolates FSI … PDI.
 */

/** FIRST STRONG ISOLATE: the run takes the direction of its first strong character. */
export const FSI = '\u2068';
/** POP DIRECTIONAL ISOLATE: ends the isolate opened by FSI. */
export const PDI = '\u2069';

/** Wraps a value in FSI … PDI so it keeps its own direction inside surrounding text. */
export function isolate(value: string): string {
  return value === '' ? '' : `${FSI}${value}${PDI}`;
}

/** The string without the isolate marks (for comparisons and tests). */
export function stripIsolates(value: string): string {
  return value.replace(/[\u2066-\u2069]/g, '');
}

export interface BidiSegment {
  text: string;
  /** True for a left-to-right run (Latin letters or digits with their joining punctuation). */
  ltr: boolean;
}

// A run starts and ends with a Latin letter or digit and may contain spaces and the punctuation
// of names, codes, dates and addresses in between ("3-D Secure", "Melanie K.", "a.b@c.de").
const LATIN = 'A-Za-z0-9\\u00C0-\\u024F';
const LTR_RUN = new RegExp(`[${LATIN}](?:[${LATIN} .,:;@_+\\-/'’&()#%]*[${LATIN}.)])?`, 'g');

/** Splits text into left-to-right runs and the rest (in reading order). */
export function ltrRuns(text: string): BidiSegment[] {
  const segments: BidiSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LTR_RUN)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start), ltr: false });
    segments.push({ text: match[0], ltr: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), ltr: false });
  return segments;
}

/** True when the text has a right-to-left letter (Arabic, Hebrew …). */
export function hasRtl(text: string): boolean {
  return /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/.test(text);
}

/**
 * Isolates the Latin runs of a mixed right-to-left string with FSI … PDI; text without
 * right-to-left letters is returned as it is (nothing to protect it from).
 */
export function isolateLtrRuns(text: string): string {
  if (!hasRtl(text)) return text;
  return ltrRuns(text)
    .map((s) => (s.ltr ? isolate(s.text) : s.text))
    .join('');
}

/**
 * How a text is shown with its runs isolated: the parts wrapped in FSI … PDI (by `isolate`) and,
 * in right-to-left text, its Latin runs become isolated segments without the marks, so a
 * component can render each one as a `<bdi>` (the DOM text then has no invisible characters).
 */
export function bidiSegments(text: string): Array<{ text: string; isolated: boolean }> {
  const rtl = hasRtl(stripIsolates(text));
  const segments: Array<{ text: string; isolated: boolean }> = [];
  const pattern = new RegExp(`${FSI}([^${FSI}${PDI}]*)${PDI}`, 'g');
  let last = 0;
  const plain = (part: string) => {
    if (!part) return;
    if (rtl) for (const run of ltrRuns(part)) segments.push({ text: run.text, isolated: run.ltr });
    else segments.push({ text: part, isolated: false });
  };
  for (const match of text.matchAll(pattern)) {
    plain(text.slice(last, match.index));
    if (match[1]) segments.push({ text: match[1], isolated: true });
    last = (match.index ?? 0) + match[0].length;
  }
  plain(text.slice(last));
  return segments;
}

/**
 * Joins the parts of a meta line ("by Melanie K." · "11/06/2026") with a middle dot, each part
 * isolated so a name cannot swallow a date's digits; empty parts are left out.
 */
export function joinIsolated(parts: Array<string | false | null | undefined>, separator = ' · '): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p !== '')
    .map(isolate)
    .join(separator);
}
