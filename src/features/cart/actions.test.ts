// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const addProducts = vi.fn();
const fetchCart = vi.fn();
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  addProducts: (...args: unknown[]) => addProducts(...args),
  fetchCart: (...args: unknown[]) => fetchCart(...args),
}));

const { db } = await import('../../offline/db');
const { enqueue, listOutbox } = await import('../../offline/outbox');
const { addToCart, applyCart, refreshCart, syncOutbox } = await import('./actions');
const { appStore } = await import('../../app/store');
const { cartAtom, sideCartOpenAtom } = await import('./atoms');
const { notificationsAtom } = await import('../notifications/atoms');

const emptyCart = { token: 't', lineItems: [], messages: [], price: null } as never;

describe('offline cart additions (issue 15: never doubled)', () => {
  beforeEach(async () => {
    addProducts.mockReset();
    await db.outbox.clear();
  });

  it('sends each queued addition with its own outbox key as Idempotency-Key, the same key on a retry', async () => {
    await enqueue('cart.add', { productId: 'p1', quantity: 2, name: 'Pellets' });
    const [entry] = await listOutbox();
    // The first answer is lost on the way back (the server did add it).
    addProducts.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await syncOutbox();
    expect(await listOutbox()).toHaveLength(1);
    addProducts.mockResolvedValueOnce(emptyCart);
    await syncOutbox();
    expect(addProducts).toHaveBeenCalledTimes(2);
    expect(addProducts.mock.calls[0]).toEqual([[{ productId: 'p1', quantity: 2 }], entry.idempotencyKey]);
    expect(addProducts.mock.calls[1]).toEqual([[{ productId: 'p1', quantity: 2 }], entry.idempotencyKey]);
    expect(await listOutbox()).toEqual([]);
  });

  it('queues an online addition whose answer was lost under the key it was already sent with', async () => {
    addProducts.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await addToCart({ productId: 'p2', quantity: 1, name: 'Matte' })).toBe('queued');
    const sentKey = addProducts.mock.calls[0][1] as string;
    expect(sentKey).toBeTruthy();
    expect((await listOutbox()).map((e) => e.idempotencyKey)).toEqual([sentKey]);
  });
});

describe('reading the cart', () => {
  const cart = (token: string, count: number) => ({ token, items: [], count, messages: [] }) as never;

  it('a read that was on its way while a change was applied does not undo the change on screen (a draft put into the cart right after the page loaded)', async () => {
    let answer!: (value: unknown) => void;
    fetchCart.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const reading = refreshCart();
    applyCart(cart('after-draft', 3));
    answer(cart('before-draft', 0));
    await reading;
    expect((appStore.get(cartAtom) as { token: string } | null)?.token).toBe('after-draft');
  });

  it('a read with no change meanwhile shows what the server has', async () => {
    applyCart(cart('old', 1));
    fetchCart.mockResolvedValueOnce(cart('server', 2));
    await refreshCart();
    expect((appStore.get(cartAtom) as { token: string } | null)?.token).toBe('server');
  });
});

describe('where an added product shows', () => {
  const cart = { token: 't', items: [], count: 1, messages: [] } as never;
  beforeEach(() => {
    appStore.set(sideCartOpenAtom, false);
    appStore.set(notificationsAtom, []);
  });

  it('in the side cart on any page', async () => {
    window.history.replaceState(null, '', '/Einstreu/');
    addProducts.mockResolvedValueOnce(cart);
    expect(await addToCart({ productId: 'p1', quantity: 1, name: 'Pellets' })).toBe('added');
    expect(appStore.get(sideCartOpenAtom)).toBe(true);
  });

  it('on the cart page as its new line, told in a message instead of a side cart over it (any locale)', async () => {
    window.history.replaceState(null, '', '/en-GB/checkout/cart');
    addProducts.mockResolvedValueOnce(cart);
    expect(await addToCart({ productId: 'p1', quantity: 1, name: 'Pellets' })).toBe('added');
    expect(appStore.get(sideCartOpenAtom)).toBe(false);
    expect(appStore.get(notificationsAtom).map((n) => n.type)).toEqual(['success']);
  });
});
