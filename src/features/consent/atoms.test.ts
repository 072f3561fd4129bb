// @vitest-environment jsdom
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, saveConsent } from './consentCookie';

describe('consentAtom', () => {
  it('reads the cookie when first used, not while its module evaluates (a cookie read there made V8 re-parse the storefront’s chunk under DevTools)', async () => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    const reads: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        reads.push('read');
        return cookie.get!.call(document) as string;
      },
      set: (value: string) => cookie.set!.call(document, value),
    });
    try {
      const { consentAtom } = await import('./atoms');
      expect(reads).toEqual([]);
      // A decision stored after the module was loaded (by index.html's banner) is what the app sees.
      const decision = saveConsent(true);
      expect(createStore().get(consentAtom)).toMatchObject({ marketing: true, version: decision.version });
      expect(reads.length).toBeGreaterThan(0);
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });
});
