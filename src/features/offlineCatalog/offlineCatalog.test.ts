import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../../api';
import { createOfflineIndex } from './offlineSearch';
import { runPool } from './pool';
import { imageUrls } from './warmRoute';

const product = (id: string, name: string, extra: Partial<ProductSummary> = {}) => ({ id, name, productNumber: `SW-${id}`, url: `/${id}`, ...extra }) as ProductSummary;

describe('offline search over the stored catalogue (issue 15 item 2)', () => {
  const search = createOfflineIndex([
    product('a', 'Strohpellets entstaubt'),
    product('a1', 'Strohpellets entstaubt', { parentId: 'a' }),
    product('b', 'Miscanthus-Pellets Premium'),
    product('c', 'Paddockmatte Pro 40 mm'),
  ]);
  it('finds by prefix, with a typo and by product number; variants are represented by their parent', () => {
    expect(search('stroh').map((p) => p.id)).toEqual(['a']);
    expect(search('miscantus').map((p) => p.id)).toEqual(['b']);
    expect(search('SW-c').map((p) => p.id)).toContain('c');
    expect(search('paddock matte').map((p) => p.id)).toEqual(['c']);
    expect(search('  ')).toEqual([]);
  });
});

describe('catalogue download helpers', () => {
  it('names every thumbnail of every image in loader data once per occurrence', () => {
    const image = {
      url: '/media/a.webp',
      alt: '',
      thumbnails: [
        { url: '/media/a-200.webp', width: 200 },
        { url: '/media/a-400.webp', width: 400 },
      ],
    };
    const bare = { url: '/media/b.webp', alt: '', thumbnails: [] };
    expect(imageUrls({ product: { image, gallery: [image, bare] }, title: 'x' })).toEqual(['/media/a-200.webp', '/media/a-400.webp', '/media/b.webp']);
  });
  it('runs at most four tasks at once (spec §9)', async () => {
    let running = 0;
    let peak = 0;
    await runPool(
      Array.from({ length: 20 }, (_, i) => i),
      4,
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 1));
        running -= 1;
      },
    );
    expect(peak).toBe(4);
  });
});
