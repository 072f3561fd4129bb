// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { ApiClientError } from '@shopware/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../offline/db';
import { enqueue, listOutbox } from '../../offline/outbox';

const api = vi.hoisted(() => ({
  sendContactForm: vi.fn(),
  addToServerWishlist: vi.fn(),
  removeFromServerWishlist: vi.fn(),
  submitReview: vi.fn(),
  subscribeNewsletter: vi.fn(),
}));
vi.mock('../../api', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../api')>()), ...api }));

const { syncSubmissions } = await import('./submissions');

function refusal(status: number, errors: Array<Record<string, unknown>>): ApiClientError<never> {
  return new ApiClientError({ _data: { errors }, status, statusText: 'refused', ok: false, url: '/store-api', headers: new Headers() } as never);
}

const contact = (comment: string) => ({ subject: 'press', firstName: 'Ida', lastName: 'Stall', email: 'ida@example.com', comment, acceptedDataProtection: true });

describe('replaying queued submissions', () => {
  beforeEach(async () => {
    await db.outbox.clear();
    Object.values(api).forEach((fn) => fn.mockReset());
  });

  it('sends each with its own idempotency key and removes what was delivered', async () => {
    const first = await enqueue('contact.send', contact('Erste Nachricht an den Hof.'));
    await enqueue('wishlist.add', { productId: 'p1', name: 'Strohpellets' });
    api.sendContactForm.mockResolvedValue(undefined);
    // Already on the wishlist (another device, a repeat): the wish is fulfilled, not refused.
    api.addToServerWishlist.mockRejectedValue(refusal(400, [{ status: '400', code: 'CHECKOUT__DUPLICATE_WISHLIST_PRODUCT', detail: 'Product already added in wishlist' }]));
    expect(await syncSubmissions()).toEqual({ sent: 2, failed: 0 });
    expect(api.sendContactForm).toHaveBeenCalledWith(contact('Erste Nachricht an den Hof.'), first.idempotencyKey);
    expect(await listOutbox()).toEqual([]);
  });

  it('keeps a refused submission with its typed content and the reason, and goes on with the next', async () => {
    await enqueue('contact.send', contact('Mit Link im Namen abgelehnt.'));
    await enqueue('review.save', { productId: 'p1', productName: 'Leckstein', points: 5, title: 'Sehr gut', content: 'x'.repeat(40) });
    api.sendContactForm.mockRejectedValue(refusal(400, [{ status: '400', code: 'VIOLATION::INVALID_VALUE_ERROR', detail: 'This value must not contain a URL.', source: { pointer: '/firstName' } }]));
    api.submitReview.mockResolvedValue(undefined);
    expect(await syncSubmissions()).toEqual({ sent: 1, failed: 1 });
    const [kept] = await listOutbox();
    expect(kept.kind).toBe('contact.send');
    expect(kept.payload).toEqual(contact('Mit Link im Namen abgelehnt.'));
    // (translations are not loaded here: i18next answers with the key of the violation's message)
    expect(kept.error).toBe('server.invalid');
    // A refused entry waits for the user (edit and send again, or cancel): no automatic retry.
    expect(await syncSubmissions()).toEqual({ sent: 0, failed: 0 });
    expect(api.sendContactForm).toHaveBeenCalledTimes(1);
  });

  it('shows the seconds of a rate-limit refusal', async () => {
    await enqueue('newsletter.subscribe', { email: 'ida@example.com', storefrontUrl: 'http://localhost:3000' });
    api.subscribeNewsletter.mockRejectedValue(refusal(429, [{ status: '429', code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED', detail: 'Too many requests', meta: { parameters: { seconds: 42 } } }]));
    const { i18n } = await import('../../i18n');
    const t = vi.spyOn(i18n, 't');
    await syncSubmissions();
    expect(t).toHaveBeenCalledWith('errors:rateLimit', { seconds: 42 });
    expect((await listOutbox())[0].error).toBe('rateLimit');
  });

  it('stops at a lost connection and keeps the rest for the next run', async () => {
    await enqueue('contact.send', contact('Noch offline geschrieben.'));
    await enqueue('contact.send', contact('Danach geschrieben.'));
    api.sendContactForm.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await syncSubmissions()).toEqual({ sent: 0, failed: 0 });
    const list = await listOutbox();
    expect(list).toHaveLength(2);
    expect(list.every((e) => !e.error)).toBe(true);
    expect(api.sendContactForm).toHaveBeenCalledTimes(1);
  });
});
