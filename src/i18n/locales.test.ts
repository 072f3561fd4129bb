import { describe, expect, it } from 'vitest';
import { detectLocale, directionOf, localizePath, splitLocalePath } from './locales';

describe('splitLocalePath', () => {
  it('treats unprefixed paths as de-DE', () => {
    expect(splitLocalePath('/einstreu/miscanthus')).toEqual({ locale: 'de-DE', path: '/einstreu/miscanthus' });
    expect(splitLocalePath('/')).toEqual({ locale: 'de-DE', path: '/' });
  });
  it('strips the prefix of the other locales', () => {
    expect(splitLocalePath('/en-GB')).toEqual({ locale: 'en-GB', path: '/' });
    expect(splitLocalePath('/ar-AE/checkout/cart')).toEqual({ locale: 'ar-AE', path: '/checkout/cart' });
  });
  it('does not accept a de-DE prefix or unknown locales as prefix', () => {
    expect(splitLocalePath('/de-DE/x').locale).toBe('de-DE');
    expect(splitLocalePath('/de-DE/x').path).toBe('/de-DE/x');
    expect(splitLocalePath('/es-ES/x')).toEqual({ locale: 'de-DE', path: '/es-ES/x' });
    expect(splitLocalePath('/en-GBx')).toEqual({ locale: 'de-DE', path: '/en-GBx' });
  });
});

describe('localizePath', () => {
  it('adds no prefix for de-DE', () => {
    expect(localizePath('de-DE', '/checkout/cart')).toBe('/checkout/cart');
    expect(localizePath('de-DE', 'search?search=stroh')).toBe('/search?search=stroh');
  });
  it('prefixes the other locales, the home page without trailing slash', () => {
    expect(localizePath('fr-FR', '/checkout/cart')).toBe('/fr-FR/checkout/cart');
    expect(localizePath('en-GB', '/')).toBe('/en-GB');
  });
});

describe('detectLocale', () => {
  it('prefers a valid cookie', () => {
    expect(detectLocale('fr-FR', ['en-US'])).toBe('fr-FR');
  });
  it('ignores an invalid cookie and matches the browser language by its language part', () => {
    expect(detectLocale('xx', ['en-US', 'de'])).toBe('en-GB');
    expect(detectLocale(undefined, ['ar'])).toBe('ar-AE');
    expect(detectLocale(undefined, ['fr-CA'])).toBe('fr-FR');
  });
  it('falls back to de-DE', () => {
    expect(detectLocale(undefined, ['es-ES', 'it'])).toBe('de-DE');
    expect(detectLocale(undefined, [])).toBe('de-DE');
  });
});

describe('directionOf', () => {
  it('is rtl only for ar-AE', () => {
    expect(directionOf('ar-AE')).toBe('rtl');
    expect(directionOf('en-GB')).toBe('ltr');
  });
});
