import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { enqueue, listOutbox, RefusedError, removeFromOutbox, replayOutbox } from './outbox';

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
    const result = await replayOutbox({ 'cart.add': async (e) => void seen.push((e.payload as { productId: string }).productId) });
    expect(seen).toEqual(['a', 'b']);
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(await listOutbox()).toEqual([]);
  });

  it('stops on a network error and keeps the entry for the next run', async () => {
    await enqueue('cart.add', { productId: 'a', quantity: 1 });
    await enqueue('cart.add', { productId: 'b', quantity: 1 });
    await replayOutbox({
      'cart.add': async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const list = await listOutbox();
    expect(list).toHaveLength(2);
    expect(list[0].attempts).toBe(1);
    expect(list[1].attempts).toBe(0);
  });

  it('never drops a refused mutation silently', async () => {
    await enqueue('cart.add', { productId: 'gone', quantity: 1 });
    await enqueue('cart.add', { productId: 'ok', quantity: 1 });
    const result = await replayOutbox({
      'cart.add': async (e) => {
        if ((e.payload as { productId: string }).productId === 'gone') throw new RefusedError('Product not found');
      },
    });
    expect(result).toEqual({ sent: 1, failed: 1 });
    const list = await listOutbox();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ error: 'Product not found', attempts: 1 });
  });

  it('replays only the kinds it has handlers for and leaves the others for their feature', async () => {
    await enqueue('cart.add', { productId: 'a', quantity: 1 });
    await enqueue('contact.send', { comment: 'Hallo Stallwerk' });
    const seen: string[] = [];
    const result = await replayOutbox({ 'contact.send': async (e) => void seen.push(e.kind) });
    expect(seen).toEqual(['contact.send']);
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect((await listOutbox()).map((e) => e.kind)).toEqual(['cart.add']);
  });

  it('sends each entry with its own idempotency key and never twice when runs overlap', async () => {
    const first = await enqueue('review.save', { title: 'one' });
    const calls: string[] = [];
    const handler = async (e: { idempotencyKey: string }) => void calls.push(e.idempotencyKey);
    await Promise.all([replayOutbox({ 'review.save': handler }), replayOutbox({ 'review.save': handler })]);
    expect(calls).toEqual([first.idempotencyKey]);
  });

  it('skips an entry cancelled before its turn', async () => {
    await enqueue('contact.send', { n: 1 });
    const second = await enqueue('contact.send', { n: 2 });
    const seen: number[] = [];
    await replayOutbox({
      'contact.send': async (e) => {
        seen.push((e.payload as { n: number }).n);
        await removeFromOutbox(second.seq!);
      },
    });
    expect(seen).toEqual([1]);
  });
});
