import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';
import { linkIn, mailbox, registration, STOREFRONT, uniqueEmail } from './customerHelpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.config.rateLimits = { registration: { enabled: false } };
});
afterAll(async () => shop?.close());

type Json = Record<string, any>;

describe('a new confirmation mail for an unconfirmed registration (/registration/confirm "request a new mail")', () => {
  it('mails a fresh link that confirms; the old link no longer works', async () => {
    const c = shop.client();
    const email = uniqueEmail('neu');
    expect((await c.json('POST', '/account/register', registration(email))).status).toBe(200);
    const oldLink = linkIn((await mailbox(shop, email))[0], `${STOREFRONT}/registration/confirm`);

    const resend = await c.json<Json>('POST', '/account/register-confirm/resend', { email, storefrontUrl: `${STOREFRONT}/en-GB` });
    expect(resend.status).toBe(200);
    expect(resend.body.success).toBe(true);
    const mails = await mailbox(shop, email);
    expect(mails).toHaveLength(2);
    const link = linkIn(mails[0], `${STOREFRONT}/en-GB/registration/confirm`);
    expect(link.searchParams.get('hash')).not.toBe(oldLink.searchParams.get('hash'));

    const old = await c.json('POST', '/account/register-confirm', { em: oldLink.searchParams.get('em'), hash: oldLink.searchParams.get('hash') });
    expect(old.status).toBe(404);
    const confirmed = await c.json<Json>('POST', '/account/register-confirm', { em: link.searchParams.get('em'), hash: link.searchParams.get('hash') });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.active).toBe(true);
  });

  it('answers the same for unknown and already confirmed addresses, and sends nothing', async () => {
    const c = shop.client();
    const unknown = uniqueEmail('niemand');
    const answer = await c.json<Json>('POST', '/account/register-confirm/resend', { email: unknown, storefrontUrl: STOREFRONT });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(await mailbox(shop, unknown)).toHaveLength(0);
    const demo = await c.json<Json>('POST', '/account/register-confirm/resend', { email: 'demo@stallwerk.example', storefrontUrl: STOREFRONT });
    expect(demo.body.success).toBe(true);
    expect(await mailbox(shop, 'demo@stallwerk.example')).toHaveLength(0);
  });

  it('refuses a storefrontUrl of another host', async () => {
    const answer = await shop.client().json<Json>('POST', '/account/register-confirm/resend', { email: uniqueEmail(), storefrontUrl: 'https://evil.example' });
    expect(answer.status).toBe(400);
  });
});
