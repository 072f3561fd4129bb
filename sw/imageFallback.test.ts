import { describe, expect, it } from 'vitest';
import { imageIdentity, offlineImagePlaceholder, pickOtherSize, thumbnailWidth } from './imageFallback';

const shop = (path: string) => `https://shop.test${path}`;

describe('offline, an image the device holds in another size answers for the size a page asks', () => {
  it('knows every size of an image as one: the embedded backend’s thumbnails folder and Shopware’s /thumbnail/', () => {
    const original = shop('/media/product/anhaengermatte.webp');
    expect(imageIdentity(shop('/media/product/thumbnails/anhaengermatte_400x400.webp'))).toBe(original);
    expect(imageIdentity(original)).toBe(original);
    expect(imageIdentity(shop('/thumbnail/a1/b2/c3/1700000000/miscanthus_800x533.webp'))).toBe(shop('/media/a1/b2/c3/1700000000/miscanthus.webp'));
    expect(imageIdentity(shop('/media/product/thumbnails/anhaengermatte-xl_400x400.webp'))).not.toBe(original);
    expect(thumbnailWidth(shop('/media/article/thumbnails/einstreu-vergleich_400x167.webp'))).toBe(400);
    expect(thumbnailWidth(original)).toBeNull();
  });

  it('picks the smallest kept size at least as wide as the one asked for, else the widest', () => {
    const t = (w: number) => shop(`/media/product/thumbnails/anhaengermatte_${w}x${w}.webp`);
    const other = shop('/media/product/thumbnails/apfel-moehren-leckerli_400x400.webp');
    expect(pickOtherSize(t(400), [t(200), t(800), other, shop('/media/product/anhaengermatte.webp')])).toBe(t(800));
    expect(pickOtherSize(t(800), [t(200), t(400), other])).toBe(t(400));
    expect(pickOtherSize(t(400), [shop('/media/product/anhaengermatte.webp'), t(200)])).toBe(shop('/media/product/anhaengermatte.webp'));
    expect(pickOtherSize(shop('/media/product/anhaengermatte.webp'), [t(200), t(800)])).toBe(t(800));
    expect(pickOtherSize(t(400), [other])).toBeUndefined();
  });

  it('with none kept, a placeholder without a size of its own: the <img>’s width and height keep the layout', async () => {
    const answer = offlineImagePlaceholder();
    expect(answer.headers.get('content-type')).toBe('image/svg+xml');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const svg = await answer.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="100%" height="100%">/);
    expect(svg).not.toMatch(/viewBox/);
  });
});
