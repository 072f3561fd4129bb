// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { detectRootRedirect } from './localeLoader';

const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; Max-Age=0; Path=/`;
  });

describe('root language detection', () => {
  beforeEach(clearCookies);

  it('redirects by browser language and sets the cookie', () => {
    expect(detectRootRedirect(new Request('http://shop.test/'), ['en-US', 'de'])).toBe('/en-GB');
    expect(document.cookie).toContain('stallwerk-locale=en-GB');
  });
  it('prefers the cookie over the browser language', () => {
    document.cookie = 'stallwerk-locale=fr-FR; Path=/';
    expect(detectRootRedirect(new Request('http://shop.test/?utm=x'), ['ar-AE'])).toBe('/fr-FR?utm=x');
  });
  it('stays on / for German and only acts on the root path', () => {
    expect(detectRootRedirect(new Request('http://shop.test/'), ['de-AT'])).toBeNull();
    expect(document.cookie).toContain('stallwerk-locale=de-DE');
    expect(detectRootRedirect(new Request('http://shop.test/Einstreu/'), ['en-GB'])).toBeNull();
  });
});
