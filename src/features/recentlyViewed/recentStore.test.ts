// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductSummary } from '../../api';
import { productCard } from '../../test/productCard';
import { cardOf, clearRecent, hasRecent, onRecentChange, readRecent, RECENT_LIMIT, RECENT_STORAGE_KEY, recordView, refreshCards } from './recentStore';

const card = (id: string, over: Partial<ProductSummary> = {}) => productCard(id, { productNumber: `SW-${id}`, name: `Product ${id}`, url: `/p/${id}`, ...over });

beforeEach(() => localStorage.clear());

describe('the recently viewed history on this device', () => {
  it('puts the product opened last first, once, and keeps at most 12', () => {
    for (let i = 1; i <= RECENT_LIMIT + 3; i++) recordView(card(`p${i}`), 'de-DE', 1000 + i);
    recordView(card('p5'), 'de-DE', 5000);
    const entries = readRecent();
    expect(entries).toHaveLength(RECENT_LIMIT);
    expect(entries.map((e) => e.productId).slice(0, 3)).toEqual(['p5', 'p15', 'p14']);
    expect(entries.filter((e) => e.productId === 'p5')).toHaveLength(1);
    // The oldest fell off.
    expect(entries.some((e) => e.productId === 'p1')).toBe(false);
  });

  it('counts the variants of one product as one entry: the variant opened last', () => {
    recordView(card('red', { parentId: 'mat' }), 'de-DE', 1);
    recordView(card('other'), 'de-DE', 2);
    recordView(card('black', { parentId: 'mat' }), 'de-DE', 3);
    expect(readRecent().map((e) => [e.key, e.productId])).toEqual([
      ['mat', 'black'],
      ['other', 'other'],
    ]);
  });

  it('a product page showing a guest’s data (prices withheld) keeps no guest price: a product seen before moves to the front as last seen, a new one waits for an online view', () => {
    recordView(card('a', { price: { unitPrice: 10.84 } }), 'de-DE', 1);
    recordView(card('b'), 'de-DE', 2);
    recordView(card('a', { price: { unitPrice: 12.9 } }), 'de-DE', 3, true);
    recordView(card('c', { price: { unitPrice: 12.9 } }), 'de-DE', 4, true);
    expect(readRecent().map((e) => [e.productId, e.viewedAt, e.cards['de-DE']?.price.unitPrice])).toEqual([
      ['a', 3, 10.84],
      ['b', 2, 10],
    ]);
  });

  it('keeps the card per language, and drops another language’s card when another variant is opened', () => {
    recordView(card('a', { name: 'Einstreu' }), 'de-DE', 1);
    recordView(card('a', { name: 'Bedding' }), 'en-GB', 2);
    expect(readRecent()[0].cards['de-DE']?.name).toBe('Einstreu');
    expect(readRecent()[0].cards['en-GB']?.name).toBe('Bedding');
    recordView(card('a2', { parentId: 'a', name: 'Einstreu XL' }), 'de-DE', 3);
    expect(Object.keys(readRecent()[0].cards)).toEqual(['de-DE']);
  });

  it('keeps only what a card shows, not the product page’s description or media', () => {
    const detail = { ...card('d'), description: '<p>long</p>', media: [], tiers: [], properties: [] } as unknown as ProductDetail;
    recordView(detail, 'de-DE', 1);
    const kept = readRecent()[0].cards['de-DE'] as unknown as Record<string, unknown>;
    expect(kept.description).toBeUndefined();
    expect(kept.media).toBeUndefined();
    expect(cardOf(detail)).toEqual(kept);
  });

  it('takes the shop’s fresh cards and forgets products the shop no longer has', () => {
    recordView(card('a', { name: 'old' }), 'de-DE', 1);
    recordView(card('b'), 'de-DE', 2);
    refreshCards(['a', 'b'], [card('a', { name: 'new' })], 'de-DE');
    const entries = readRecent();
    expect(entries.map((e) => e.productId)).toEqual(['a']);
    expect(entries[0].cards['de-DE']?.name).toBe('new');
  });

  it('tells its listeners about a change, and not about fresh cards that change nothing', () => {
    const listener = vi.fn();
    const stop = onRecentChange(listener);
    recordView(card('a'), 'de-DE', 1);
    expect(listener).toHaveBeenCalledTimes(1);
    refreshCards(['a'], [card('a')], 'de-DE');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    recordView(card('b'), 'de-DE', 2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is forgotten with one call, and survives what others left in the key', () => {
    recordView(card('a'), 'de-DE', 1);
    expect(hasRecent()).toBe(true);
    // The page of the only product kept has nothing to offer: the row's code need not load.
    expect(hasRecent('a')).toBe(false);
    recordView(card('b', { parentId: 'fam' }), 'de-DE', 2);
    expect(hasRecent('a')).toBe(true);
    expect(hasRecent('fam')).toBe(true);
    clearRecent();
    expect(hasRecent()).toBe(false);
    expect(localStorage.getItem(RECENT_STORAGE_KEY)).toBeNull();
    localStorage.setItem(RECENT_STORAGE_KEY, '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify([null, 3, { key: 'x' }, { key: 'k', productId: 'k', viewedAt: 1, cards: {} }]));
    expect(readRecent().map((e) => e.key)).toEqual(['k']);
  });
});
