import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/connection';
import { translate, DEFAULT_LOCALE } from '../../lib/i18n';
import { tokenize } from '../criteria';
import type { CatalogEnv } from './serialize';
import type { CatalogueSnapshot, ResolvedProduct } from './snapshot';

/**
 * Product search for listings, search and suggestions: the searchable text of every main product
 * per language (search documents), their relevance for a term, and a full-text index that finds
 * the products containing the term's words without reading every document.
 *
 * The index is an SQLite FTS5 table with the trigram tokenizer (substring matches, like the
 * scoring) in the connection's TEMP schema, one per language. It holds exactly the lower-cased
 * text the scoring looks at and is brought up to date whenever the catalogue snapshot changes
 * (only changed documents are rewritten). It only narrows the candidates: every product it finds
 * is scored as before, so answers do not change. Words shorter than three characters cannot be
 * looked up in a trigram index; a term made only of such words scores every product.
 */

/** One searched field of a product with its ranking (Shopware's SearchRanking). */
interface SearchField {
  field: 'name' | 'nameDefault' | 'numbers' | 'keywords' | 'manufacturer' | 'options' | 'description';
  ranking: number;
}

export const SEARCH_FIELDS: readonly SearchField[] = [
  { field: 'name', ranking: 500 },
  { field: 'nameDefault', ranking: 400 },
  { field: 'numbers', ranking: 300 },
  { field: 'keywords', ranking: 250 },
  { field: 'manufacturer', ranking: 200 },
  { field: 'options', ranking: 100 },
  { field: 'description', ranking: 50 },
];

interface SearchValue {
  /** Lower-cased value. */
  text: string;
  /** Its words (tokenize). */
  words: string[];
}

/** The searchable text of a product in a language, prepared for scoring. */
export interface SearchDoc {
  /** Per SEARCH_FIELDS entry, its non-empty values. */
  fields: Array<{ ranking: number; values: SearchValue[] }>;
  /** All values, one per line: what the full-text index holds. */
  text: string;
}

const lower = (v: string): string => v.toLocaleLowerCase('en');

const stripHtml = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const docCache = new WeakMap<CatalogueSnapshot, Map<string, Map<string, SearchDoc>>>();

/** The search document of a product in the request's language (with the de-DE texts as fallback hits). */
export function searchDoc(env: CatalogEnv, p: ResolvedProduct): SearchDoc {
  let byLocale = docCache.get(env.snap);
  if (!byLocale) {
    byLocale = new Map();
    docCache.set(env.snap, byLocale);
  }
  let docs = byLocale.get(env.locale);
  if (!docs) {
    docs = new Map();
    byLocale.set(env.locale, docs);
  }
  let doc = docs.get(p.row.id);
  if (doc) return doc;
  const locale = env.locale;
  const t = (v: Parameters<typeof translate>[0]) => translate(v, locale) ?? '';
  const tDefault = (v: Parameters<typeof translate>[0]) => translate(v, DEFAULT_LOCALE) ?? '';
  const variants = p.children.filter((c) => c.row.active);
  const optionIds = new Set([...p.propertyIds, ...p.optionIds, ...variants.flatMap((v) => [...v.propertyIds, ...v.optionIds])]);
  const options: string[] = [];
  for (const id of optionIds) {
    const o = env.snap.options.get(id);
    if (!o) continue;
    const tr = env.snap.tr(o.name);
    options.push(t(tr));
    if (locale !== DEFAULT_LOCALE) options.push(tDefault(tr));
  }
  const manufacturer = p.row.manufacturer_id ? env.snap.manufacturers.get(p.row.manufacturer_id) : undefined;
  const raw: Record<SearchField['field'], string | string[]> = {
    name: t(p.tr.name),
    nameDefault: locale === DEFAULT_LOCALE ? '' : tDefault(p.tr.name),
    numbers: [p.row.product_number, ...variants.map((v) => v.row.product_number)],
    keywords: [t(p.tr.keywords), ...variants.map((v) => t(v.tr.keywords))].filter(Boolean).join(' '),
    manufacturer: manufacturer ? t(env.snap.tr(manufacturer.name)) : '',
    options,
    description: stripHtml(t(p.tr.description)),
  };
  const lines: string[] = [];
  const fields = SEARCH_FIELDS.map(({ field, ranking }) => {
    const values: SearchValue[] = [];
    for (const v of ([] as string[]).concat(raw[field])) {
      // An empty value contains no word (tokens are never empty).
      if (v === '') continue;
      const text = lower(String(v));
      values.push({ text, words: tokenize(text) });
      lines.push(text);
    }
    return { ranking, values };
  });
  doc = { fields, text: lines.join('\n') };
  docs.set(p.row.id, doc);
  return doc;
}

/**
 * Relevance of a document for the term's tokens: per token the best hit over all fields (a whole
 * word counts fully, a word start 3/4, any other substring 1/2 of the field's ranking), summed;
 * 0 when a token is found nowhere (AND search). The same figures as criteria's termScore.
 */
export function scoreDoc(doc: SearchDoc, tokens: string[]): number {
  let score = 0;
  for (const token of tokens) {
    const best = tokenWeight(doc, token);
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/** A token's best hit in a document (see scoreDoc); 0 when the document does not contain it. */
export function tokenWeight(doc: SearchDoc, token: string): number {
  let best = 0;
  for (const { ranking, values } of doc.fields) {
    // A hit weighs at most the field's ranking: a field ranked no higher than the best hit cannot beat it.
    if (ranking <= best) continue;
    for (const { text, words } of values) {
      if (!text.includes(token)) continue;
      const weight = words.includes(token) ? ranking : words.some((w) => w.startsWith(token)) ? ranking * 0.75 : ranking * 0.5;
      if (weight > best) best = weight;
    }
  }
  return best;
}

/** A set of product ids (a Set, or the products a short token is found in). */
export interface IdSet {
  readonly size: number;
  has(id: string): boolean;
  keys(): Iterable<string>;
}

/** Products a term can match and their relevance (scoreDoc of their search documents). */
export interface TermMatch {
  /** Ids of the main products that may score above 0 (a superset), or null: any product may. */
  found: IdSet | null;
  score(p: ResolvedProduct): number;
}

/** Positions of the main products of a snapshot. */
const mainPositions = new WeakMap<CatalogueSnapshot, Map<string, number>>();

function positionsOf(snap: CatalogueSnapshot): Map<string, number> {
  let positions = mainPositions.get(snap);
  if (!positions) {
    positions = new Map(snap.mainProducts.map((p, i) => [p.row.id, i]));
    mainPositions.set(snap, positions);
  }
  return positions;
}

/** A short token's weight in every main product of a snapshot (by position); the products with a weight above 0 are the set. */
export class TokenWeights implements IdSet {
  readonly size: number;

  constructor(
    private readonly snap: CatalogueSnapshot,
    /** Weights are rankings times 1, 3/4 or 1/2: exact in 32 bits. */
    private readonly weights: Float32Array,
  ) {
    this.size = weights.reduce((n, w) => (w > 0 ? n + 1 : n), 0);
  }

  weight(id: string): number {
    const i = positionsOf(this.snap).get(id);
    return i === undefined ? 0 : this.weights[i];
  }

  has(id: string): boolean {
    return this.weight(id) > 0;
  }

  *keys(): Iterable<string> {
    const products = this.snap.mainProducts;
    for (let i = 0; i < products.length; i++) if (this.weights[i] > 0) yield products[i].row.id;
  }
}

/**
 * Short tokens (one or two characters, which the trigram index cannot look up) are what a
 * customer types first into the search box, and there are few of them: their weight in every main
 * product is kept per snapshot and language (4 bytes a product) for the last SHORT_TOKEN_LIMIT of
 * them, so a suggest for "he" scores no document.
 */
const SHORT_TOKEN_LIMIT = 256;
const shortWeights = new WeakMap<CatalogueSnapshot, Map<string, TokenWeights>>();

/** A short token's weight in every main product, in the request's language. */
export function shortTokenWeights(env: CatalogEnv, token: string): TokenWeights {
  let byKey = shortWeights.get(env.snap);
  if (!byKey) {
    byKey = new Map();
    shortWeights.set(env.snap, byKey);
  }
  const key = `${env.locale}|${token}`;
  let weights = byKey.get(key);
  if (weights) {
    byKey.delete(key);
    byKey.set(key, weights);
    return weights;
  }
  const products = env.snap.mainProducts;
  const values = new Float32Array(products.length);
  for (let i = 0; i < products.length; i++) values[i] = tokenWeight(searchDoc(env, products[i]), token);
  weights = new TokenWeights(env.snap, values);
  byKey.set(key, weights);
  if (byKey.size > SHORT_TOKEN_LIMIT) byKey.delete(byKey.keys().next().value as string);
  return weights;
}

/**
 * The products a term's tokens can match, from the full-text index (tokens of three or more
 * characters) and the short tokens' weights, and a scorer giving exactly scoreDoc(searchDoc).
 */
export function matchTerm(env: CatalogEnv, tokens: string[]): TermMatch {
  if (tokens.length === 0 || !enabled) return { found: null, score: (p) => (tokens.length > 0 ? scoreDoc(searchDoc(env, p), tokens) : 0) };
  const short = new Map<string, TokenWeights>();
  for (const t of tokens) if (charCount(t) < 3) short.set(t, shortTokenWeights(env, t));
  const sets: IdSet[] = [...short.values()];
  const indexed = productsContaining(env, tokens);
  if (indexed) sets.push(indexed);
  const score = (p: ResolvedProduct): number => {
    let doc: SearchDoc | undefined;
    let total = 0;
    for (const token of tokens) {
      const weights = short.get(token);
      const best = weights ? weights.weight(p.row.id) : tokenWeight((doc ??= searchDoc(env, p)), token);
      if (best === 0) return 0;
      total += best;
    }
    return total;
  };
  return { found: intersect(sets), score };
}

/** Ids in every one of the sets (null for none: no restriction). */
export function intersect(sets: IdSet[]): IdSet | null {
  if (sets.length === 0) return null;
  const [smallest, ...rest] = [...sets].sort((a, b) => a.size - b.size);
  if (rest.length === 0) return smallest;
  const out = new Set<string>();
  for (const id of smallest.keys()) if (rest.every((s) => s.has(id))) out.add(id);
  return out;
}

/* ------------------------------------------------------------------ the full-text index -- */

interface LocaleIndex {
  table: string;
  /** The snapshot the table reflects. */
  snap: CatalogueSnapshot | null;
  /** Indexed text by product id. */
  texts: Map<string, string>;
  insert: Statement<[number, string]>;
  remove: Statement<[number]>;
  /** Rowids of the documents matching an FTS5 query. */
  match: Statement<[string], number>;
}

interface IndexState {
  locales: Map<string, LocaleIndex>;
  /** Stable FTS rowids of product ids (shared by all languages). */
  rowids: Map<string, number>;
  ids: string[];
}

const states = new WeakMap<Db, IndexState>();
let enabled = true;

/** Switches the index off (every product is scored) or on again; for tests comparing both ways. */
export function useSearchIndex(on: boolean): void {
  enabled = on;
}

function localeIndex(db: Db, locale: string): LocaleIndex {
  let state = states.get(db);
  if (!state) {
    state = { locales: new Map(), rowids: new Map(), ids: [] };
    states.set(db, state);
  }
  let index = state.locales.get(locale);
  if (!index) {
    const table = `stallwerk_product_search_${state.locales.size}`;
    // Contentless: the texts live in `texts`; the table only holds the trigram index.
    db.exec(`DROP TABLE IF EXISTS temp.${table};
      CREATE VIRTUAL TABLE temp.${table} USING fts5(text, tokenize = 'trigram case_sensitive 1', content = '', contentless_delete = 1)`);
    index = {
      table,
      snap: null,
      texts: new Map(),
      insert: db.prepare<[number, string]>(`INSERT INTO temp.${table} (rowid, text) VALUES (?, ?)`),
      remove: db.prepare<[number]>(`DELETE FROM temp.${table} WHERE rowid = ?`),
      match: db.prepare<[string], number>(`SELECT rowid FROM temp.${table} WHERE ${table} MATCH ?`).pluck(),
    };
    state.locales.set(locale, index);
  }
  return index;
}

function rowidOf(state: IndexState, id: string): number {
  let rowid = state.rowids.get(id);
  if (rowid === undefined) {
    state.ids.push(id);
    rowid = state.ids.length;
    state.rowids.set(id, rowid);
  }
  return rowid;
}

/** Brings the language's index to the request's snapshot: rewrites the documents that changed. */
function syncIndex(env: CatalogEnv): LocaleIndex {
  const index = localeIndex(env.db, env.locale);
  if (index.snap === env.snap) return index;
  const state = states.get(env.db)!;
  const next = new Map<string, string>();
  for (const p of env.snap.mainProducts) next.set(p.row.id, searchDoc(env, p).text);
  env.db.transaction(() => {
    for (const id of index.texts.keys()) if (!next.has(id)) index.remove.run(rowidOf(state, id));
    for (const [id, text] of next) {
      const before = index.texts.get(id);
      if (before === text) continue;
      const rowid = rowidOf(state, id);
      if (before !== undefined) index.remove.run(rowid);
      index.insert.run(rowid, text);
    }
  })();
  index.texts = next;
  index.snap = env.snap;
  return index;
}

/** Characters, not UTF-16 units: what the trigram tokenizer counts. */
const charCount = (s: string): number => [...s].length;

/**
 * The ids of the main products whose search document contains every token of three or more
 * characters (a superset of the products scoring above 0), or null when no token can be looked up.
 */
export function productsContaining(env: CatalogEnv, tokens: string[]): Set<string> | null {
  if (!enabled) return null;
  const long = tokens.filter((t) => charCount(t) >= 3);
  if (long.length === 0) return null;
  const index = syncIndex(env);
  const state = states.get(env.db)!;
  // Each token as an FTS5 string (substring match with the trigram tokenizer); tokens never hold '"'.
  const query = long.map((t) => `"${t.replace(/"/g, '""')}"`).join(' AND ');
  const rowids = index.match.all(query);
  return new Set(rowids.map((r) => state.ids[r - 1]));
}

/** Product ids the language's index holds for a token (as far as it has been brought up to date); for tests. */
export function indexedProducts(db: Db, locale: string, token: string): string[] | null {
  const index = states.get(db)?.locales.get(locale);
  if (!index) return null;
  const state = states.get(db)!;
  return index.match
    .all(`"${token.replace(/"/g, '""')}"`)
    .map((r) => state.ids[r - 1])
    .sort();
}
