// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../api';

const fetchProductsByIds = vi.fn<(ids: string[]) => Promise<ProductSummary[]>>();
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  fetchProductsByIds: (ids: string[]) => fetchProductsByIds(ids),
}));

const { renderInShop } = await import('../../test/render');
const { productCard } = await import('../../test/productCard');
const { RecentlyViewed } = await import('./RecentlyViewed');
const { readRecent, recordView } = await import('./recentStore');

const card = (id: string, name: string, unitPrice: number) => productCard(id, { name, price: { unitPrice } });

const OFFLINE_NOTE = 'Ohne Verbindung: Produkte und Preise, wie Sie sie zuletzt gesehen haben.';
const names = async () =>
  within(await screen.findByRole('region', { name: 'Zuletzt angesehen' }, { timeout: 10_000 }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

beforeEach(() => {
  localStorage.clear();
  fetchProductsByIds.mockReset();
  recordView(card('a', 'Leckstein', 5), 'de-DE', 1);
  recordView(card('b', 'Pellets', 9), 'de-DE', 2);
});
afterEach(() => vi.restoreAllMocks());

describe('the recently viewed row', () => {
  it('shows the shop’s current cards, newest first, from one read', async () => {
    fetchProductsByIds.mockResolvedValue([card('b', 'Pellets', 9.5), card('a', 'Leckstein', 5.5)]);
    await renderInShop(<RecentlyViewed />);
    expect(await names()).toEqual(['Pellets', 'Leckstein']);
    expect(fetchProductsByIds).toHaveBeenCalledTimes(1);
    expect(fetchProductsByIds).toHaveBeenCalledWith(['b', 'a']);
    expect(screen.getByText(/9,50\s€/)).toBeTruthy();
    expect(screen.queryByText(OFFLINE_NOTE)).toBeNull();
    expect(readRecent()[0].cards['de-DE']?.price.unitPrice).toBe(9.5);
  });

  it('leaves out the product of the page it is on', async () => {
    fetchProductsByIds.mockResolvedValue([card('a', 'Leckstein', 5)]);
    await renderInShop(<RecentlyViewed exclude="b" />);
    expect(await names()).toEqual(['Leckstein']);
    expect(fetchProductsByIds).toHaveBeenCalledWith(['a']);
  });

  it('without a connection shows the cards as last seen and says so', async () => {
    fetchProductsByIds.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderInShop(<RecentlyViewed />);
    expect(await names()).toEqual(['Pellets', 'Leckstein']);
    expect(screen.getByText(OFFLINE_NOTE)).toBeTruthy();
    expect(screen.getByText(/9,00\s€/)).toBeTruthy();
  });

  it('on a page whose prices are withheld (offline, signed in, the build’s data) still shows the customer’s kept prices', async () => {
    const payloads = await import('../../api/payloads');
    const key = payloads.payloadKey('readProductListingGet post /product-listing/{categoryId}', { pathParams: { categoryId: 'c1' } }, undefined)!;
    payloads.addPayload({ build: 'b1', path: '/Einstreu/', entries: { [key]: {} } });
    payloads.payloadStandIn(key, 'readProductListingGet');
    try {
      fetchProductsByIds.mockRejectedValue(new TypeError('Failed to fetch'));
      await renderInShop(<RecentlyViewed />);
      expect(await names()).toEqual(['Pellets', 'Leckstein']);
      expect(screen.getByText(/9,00\s€/)).toBeTruthy();
      expect(screen.queryByText('Ihr Preis erscheint online.')).toBeNull();
    } finally {
      payloads.resetPayloads();
    }
  });

  it('when the shop answers with an error shows the kept cards without calling it offline', async () => {
    fetchProductsByIds.mockRejectedValue(Object.assign(new Error('Internal'), { status: 500 }));
    await renderInShop(<RecentlyViewed />);
    expect(await names()).toEqual(['Pellets', 'Leckstein']);
    expect(screen.queryByText(OFFLINE_NOTE)).toBeNull();
  });

  it('shows nothing for a device without history, and never asks the shop', async () => {
    localStorage.clear();
    await renderInShop(<RecentlyViewed />);
    expect(screen.queryByRole('region', { name: 'Zuletzt angesehen' })).toBeNull();
    expect(fetchProductsByIds).not.toHaveBeenCalled();
  });

  it('forgets everything with one button and announces it where the focus lands', async () => {
    fetchProductsByIds.mockResolvedValue([card('b', 'Pellets', 9), card('a', 'Leckstein', 5)]);
    await renderInShop(<RecentlyViewed />);
    await names();
    fireEvent.click(screen.getByRole('button', { name: 'Verlauf löschen' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Der Verlauf der zuletzt angesehenen Produkte ist gelöscht.');
    expect(document.activeElement).toBe(status);
    expect(readRecent()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Zuletzt angesehen' })).toBeNull();
  });
});
