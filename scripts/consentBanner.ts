import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONSENT_COOKIE, CONSENT_VERSION } from '../src/features/consent/consentCookie';
import { LOCALES, type Locale } from '../src/i18n/locales';

/** The banner's texts (keys of `consent` in common.json), as its markup names them in `data-text`. */
export const BANNER_TEXTS = ['title', 'text', 'acceptAll', 'necessaryOnly', 'customize'] as const;

export type BannerTexts = Record<Locale, Record<(typeof BANNER_TEXTS)[number], string>>;

/** Every locale's banner texts from locales/{locale}/common.json. */
export function readBannerTexts(localesDir: string): BannerTexts {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const { consent } = JSON.parse(readFileSync(join(localesDir, locale, 'common.json'), 'utf8')) as { consent: Record<string, string> };
      return [locale, Object.fromEntries(BANNER_TEXTS.map((key) => [key, consent[key]]))];
    }),
  ) as BannerTexts;
}

/** A value for an inline script: JSON that cannot close the script element. */
const scriptValue = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html's consent banner script with its texts, cookie name and version: the same ones the
 * app's translations and src/features/consent/consentCookie.ts use, so neither can drift.
 */
export function fillConsentBanner(html: string, texts: BannerTexts): string {
  if (!html.includes('__CONSENT_TEXTS__')) throw new Error('index.html has no consent banner script');
  return html
    .replace('__CONSENT_TEXTS__', () => scriptValue(texts))
    .replace('__CONSENT_COOKIE__', () => scriptValue(CONSENT_COOKIE))
    .replace('__CONSENT_VERSION__', () => scriptValue(CONSENT_VERSION));
}
