// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE, CONSENT_VERSION, parseConsent } from '../src/features/consent/consentCookie';
import { readCookie } from '../src/lib/cookies';
import { fillConsentBanner, readBannerTexts } from './consentBanner';

/** index.html as the build writes it: the banner's markup and its script with texts and cookie settings. */
const HTML = fillConsentBanner(readFileSync('index.html', 'utf8'), readBannerTexts('locales'));
const MARKUP = /<section id="consent-banner"[\s\S]*?<\/section>/.exec(HTML)![0];
const SCRIPT = [...HTML.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((text) => text.includes("getElementById('consent-banner')"))!;

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/** The banner after index.html's script ran, with the page's language. */
function boot(lang = 'de-DE'): HTMLElement {
  document.documentElement.lang = lang;
  document.body.innerHTML = MARKUP;
  new Function(SCRIPT)();
  return document.getElementById('consent-banner')!;
}

const button = (banner: HTMLElement, name: string) => [...banner.querySelectorAll('button')].find((b) => b.textContent === name)!;

describe('the cookie banner in the page (index.html)', () => {
  beforeEach(clearCookies);
  afterEach(() => {
    clearCookies();
    document.body.innerHTML = '';
  });

  it('shows before any decision, in the page’s language, with the texts of the locale files', () => {
    const german = boot();
    expect(german.hidden).toBe(false);
    expect(german.querySelector('h2')?.textContent?.trim()).toBe('Cookies und Datenschutz');
    expect([...german.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Alle akzeptieren', 'Nur notwendige', 'Einstellungen']);
    const arabic = boot('ar-AE');
    const common = JSON.parse(readFileSync('locales/ar-AE/common.json', 'utf8')) as { consent: { title: string; text: string } };
    expect(arabic.querySelector('h2')?.textContent?.trim()).toBe(common.consent.title);
    expect(arabic.querySelector('p')?.textContent).toBe(common.consent.text);
  });

  it('stays hidden when a decision of the current version is stored, and asks again for an older one', () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ necessary: true, marketing: false, version: CONSENT_VERSION, decidedAt: 'x' }))}; Path=/`;
    expect(boot().hidden).toBe(true);
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ necessary: true, marketing: true, version: CONSENT_VERSION - 1 }))}; Path=/`;
    expect(boot().hidden).toBe(false);
    document.cookie = `${CONSENT_COOKIE}=not-json; Path=/`;
    expect(boot().hidden).toBe(false);
  });

  it('stores “necessary only” and “accept all” as the app reads them, hides and announces the choice', () => {
    const announced = vi.fn();
    window.addEventListener('stallwerk:consent', announced);
    try {
      const banner = boot();
      button(banner, 'Nur notwendige').click();
      expect(banner.hidden).toBe(true);
      expect(announced).toHaveBeenCalledTimes(1);
      expect(parseConsent(readCookie(CONSENT_COOKIE))).toMatchObject({ necessary: true, marketing: false, version: CONSENT_VERSION });

      clearCookies();
      button(boot(), 'Alle akzeptieren').click();
      expect(parseConsent(readCookie(CONSENT_COOKIE))).toMatchObject({ marketing: true });
      expect(announced).toHaveBeenCalledTimes(2);
    } finally {
      window.removeEventListener('stallwerk:consent', announced);
    }
  });

  it('asks the app for the settings dialog, also before it has loaded, without deciding', () => {
    const asked = vi.fn();
    window.addEventListener('stallwerk:consent-customize', asked);
    try {
      const banner = boot();
      button(banner, 'Einstellungen').click();
      expect(asked).toHaveBeenCalledTimes(1);
      expect(banner.hasAttribute('data-customize')).toBe(true);
      expect(banner.hidden).toBe(false);
      expect(readCookie(CONSENT_COOKIE)).toBeUndefined();
    } finally {
      window.removeEventListener('stallwerk:consent-customize', asked);
    }
  });

  it('puts JSON in the script that cannot end it early', () => {
    const texts = readBannerTexts('locales');
    texts['de-DE'].title = '</script><script>alert(1)</script>';
    const html = fillConsentBanner('<script>x(__CONSENT_TEXTS__, __CONSENT_COOKIE__, __CONSENT_VERSION__)</script>', texts);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(() => fillConsentBanner('<html></html>', texts)).toThrow(/no consent banner/);
  });
});
