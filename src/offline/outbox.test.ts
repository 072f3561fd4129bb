import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { enqueue, listOutbox, RefusedError, replayOutbox } from './outbox';

describe('outbox', () => {
  beforeEach(async () => {
    await db.outbox.clear();
  });

  it('keeps entries in order with idempotency key, time and attempts', async () => {
    await enqueue('cart.add', { productId: 'a', quantity: 1 });
    await enqueue('cart.add', { productId: 'b', quantity: 2 });
    const list = await listOutbox();
    expect(list.map((e) => (e.payload as { productId: string }).productId)).toEqual(['a', 'b']);
    expect(list[0].idempotencyKey).not.toBe(list[1].idempotencyKey);
    expect(list[0]).toMatchObject({ attempts: 0, kind: 'cart.add' });
  });

  it('replays in order and removes what was sent', async () => {
    await enqueue('cart.add', { productId: 'a', quantity: 1 });
    await enqueue('cart.add', { productId: 'b', quantity: 1 });
    const seen: string[] = [];
    const result = await replayOutbox(async (e) => void seen.push((e.payload as { productId: string }).productId));
    expect(seen).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(await listOutbox()).toEqual([]);
  });

  it('stops on a network error and keeps the entry for the next run', async () => {
    await enqueue('cart.add', { productId: 'a', quantity: 1 });
    await enqueue('cart.add', { productId: 'b', quantity: 1 });
    await replayOutbox(async () => {
      throw new TypeError('Failed to fetch');
    });
    const list = await listOutbox();
    expect(list).toHaveLength(2);
    expect(list[0].attempts).toBe(1);
    expect(list[1].attempts).toBe(0);
  });

  it('never drops a refused mutation silently', async () => {
    await enqueue('cart.add', { productId: 'gone', quantity: 1 });
    await enqueue('cart.add', { productId: 'ok', quantity: 1 });
    const result = await replayOutbox(async (e) => {
      if ((e.payload as { productId: string }).productId === 'gone') throw new RefusedError('Product not found');
    });
    expect(result).toEqual({ sent: 1, failed: 1 });
    const list = await listOutbox();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ error: 'Product not found', attempts: 1 });
  });

  it('replays only the kinds a caller handles, each set of kinds in its own run', async () => {
    await enqueue('cart.add', { productId: 'a', quantity: 1 });
    await enqueue('calculator.lead', { email: 'anna@example.com' });
    const cart: string[] = [];
    const leads: string[] = [];
    const [c, l] = await Promise.all([
      replayOutbox(async (e) => void cart.push(e.kind), ['cart.add']),
      replayOutbox(async (e) => void leads.push(e.kind), ['calculator.lead']),
    ]);
    expect(cart).toEqual(['cart.add']);
    expect(leads).toEqual(['calculator.lead']);
    expect([c.sent, l.sent]).toEqual([1, 1]);
    expect(await listOutbox()).toEqual([]);
  });
});
