import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LazyJsonBackend } from './lazyBackend';

describe('translation chunks after a failed load (issue 15 item 7: raw keys at "Zur Kasse")', () => {
  it('loads a namespace again on the next request and on retryFailed, after it failed offline', async () => {
    let online = false;
    const backend = new LazyJsonBackend(
      {
        'de-DE/checkout': async () => {
          if (!online) throw new TypeError('Failed to fetch dynamically imported module');
          return { default: { entry: { title: 'Kasse' } } };
        },
      },
      (language, namespace) => `${language}/${namespace}`,
    );
    const instance = i18next.createInstance();
    await instance.use(backend.module).init({ lng: 'de-DE', ns: [], fallbackLng: false, load: 'currentOnly', maxRetries: 0, showSupportNotice: false } as never);

    await backend.load(instance, ['checkout']);
    expect(instance.t('checkout:entry.title')).toBe('entry.title');
    // i18next alone would never ask again:
    await instance.loadNamespaces(['checkout']);
    expect(instance.hasResourceBundle('de-DE', 'checkout')).toBe(false);

    online = true;
    await backend.load(instance, ['checkout']);
    expect(instance.t('checkout:entry.title')).toBe('Kasse');
  });

  it('retries every failed namespace when the connection returns', async () => {
    let online = false;
    const file = async () => {
      if (!online) throw new TypeError('offline');
      return { default: { title: 'Hallo' } };
    };
    const backend = new LazyJsonBackend({ 'de-DE/account': file, 'de-DE/orders': file }, (l, n) => `${l}/${n}`);
    const instance = i18next.createInstance();
    await instance.use(backend.module).init({ lng: 'de-DE', ns: [], fallbackLng: false, load: 'currentOnly', maxRetries: 0, showSupportNotice: false } as never);
    await instance.loadNamespaces(['account', 'orders']);
    expect(backend.failed.size).toBe(2);
    online = true;
    await backend.retryFailed(instance);
    expect(instance.getResource('de-DE', 'account', 'title')).toBe('Hallo');
    expect(instance.getResource('de-DE', 'orders', 'title')).toBe('Hallo');
    expect(backend.failed.size).toBe(0);
  });
});
