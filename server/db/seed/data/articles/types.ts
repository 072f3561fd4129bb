import type { Scene } from '../../illustrations';
import type { Tr } from '../../types';

export interface ArticleDef {
  /** Category key suffix: the article category is `category:article-<key>`, its page `cms:article-<key>`. */
  key: string;
  kind: 'guide' | 'blog';
  /** URL slug below ratgeber/einstreu-ratgeber/ or ratgeber/blog/ (ar-AE uses en-GB). */
  slug: { 'de-DE': string; 'en-GB': string; 'fr-FR': string };
  title: Tr;
  /** One or two sentences (plain text), shown in teasers and as category description. */
  summary: Tr;
  author: string;
  publishedAt: string;
  hero: Scene;
  heroAlt: Tr;
  /** Full text as HTML in German and English; other locales fall back to German. */
  body: { 'de-DE': string; 'en-GB': string };
  /** Product numbers shown in a slider below the text. */
  products?: string[];
}

export const h2 = (text: string): string => `<h2>${text}</h2>`;
export const p = (text: string): string => `<p>${text}</p>`;
export const html = (...parts: string[]): string => parts.join('');

/** Words of an HTML text (for the reading time). */
export function wordCount(markup: string): number {
  return markup.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
}
