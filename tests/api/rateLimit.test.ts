import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness';
import { expectError } from './schema';
import { DEMO, login, STOREFRONT, uniqueEmail } from './customerHelpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.config.rateLimits = {
    login: { limit: 3, waitSeconds: 30 },
    contact_form: { limit: 2, waitSeconds: 45 },
    newsletter_form: { limit: 2 },
    reset_password: { limit: 2 },
    registration: { limit: 2, waitSeconds: 60 },
  };
});
afterAll(async () => shop?.close());

type Json = Record<string, any>;

describe('abuse limits (spec §8: rate limit exceeded, wait the given seconds)', () => {
  it('throttles failed logins per e-mail and IP with the wait in seconds; a success resets', async () => {
    const c = shop.client();
    expect((await login(c, DEMO.username, 'wrong-1')).status).toBe(401);
    expect((await login(c, DEMO.username, 'wrong-2')).status).toBe(401);
    expect((await login(c, DEMO.username, DEMO.password)).status).toBe(200); // resets the bucket
    expect((await login(c, DEMO.username, 'wrong-3')).status).toBe(401);
    expect((await login(c, DEMO.username, 'wrong-4')).status).toBe(401);
    expect((await login(c, DEMO.username, 'wrong-5')).status).toBe(401); // third attempt starts the wait
    const blocked = await login(c, DEMO.username, DEMO.password);
    expect(blocked.status).toBe(429);
    expectError(blocked.body, 429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED');
    const seconds = (blocked.body as Json).errors[0].meta.parameters.seconds;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(30);
    expect(blocked.headers['retry-after']).toBe(String(seconds));
    // another address from the same IP is not affected
    expect((await login(c, 'business@stallwerk.example', 'wrong')).status).toBe(401);
    // the bucket lives in SQLite: after the wait (simulated) the login works again
    shop.db.prepare("UPDATE rate_limit SET blocked_until = 0 WHERE policy = 'login'").run();
    expect((await login(c, DEMO.username, DEMO.password)).status).toBe(200);
  });

  it('throttles the contact form, newsletter, password recovery and registration with FRAMEWORK__RATE_LIMIT_EXCEEDED', async () => {
    const c = shop.client();
    const contact = () => c.json('POST', '/contact-form', { firstName: 'A', lastName: 'B', email: 'a@example.com', subject: 'press', comment: 'Eine ausreichend lange Nachricht.' });
    expect((await contact()).status).toBe(200);
    expect((await contact()).status).toBe(200);
    const limited = await contact();
    expect(limited.status).toBe(429);
    expectError(limited.body, 429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect((limited.body as Json).errors[0].meta.parameters.seconds).toBeGreaterThan(40);
    expect(limited.headers['retry-after']).toBeDefined();

    const subscribe = () => c.json('POST', '/newsletter/subscribe', { email: uniqueEmail(), option: 'subscribe', storefrontUrl: STOREFRONT });
    await subscribe();
    await subscribe();
    expectError((await subscribe()).body, 429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED');

    const recover = () => c.json('POST', '/account/recovery-password', { email: DEMO.username, storefrontUrl: STOREFRONT });
    await recover();
    await recover();
    expectError((await recover()).body, 429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED');

    const register = () => c.json('POST', '/account/register', { email: uniqueEmail(), guest: true });
    await register();
    await register();
    const reg = await register();
    expectError(reg.body, 429, 'FRAMEWORK__RATE_LIMIT_EXCEEDED');
    expect((reg.body as Json).errors[0].meta.parameters.seconds).toBeGreaterThan(50);
  });

  it('keys limits by client IP (X-Forwarded-For behind a trusted proxy)', async () => {
    const proxied = await startTestShop({ TRUST_PROXY: 'true' });
    proxied.config.rateLimits = shop.config.rateLimits;
    const c = proxied.client();
    const body = { firstName: 'A', lastName: 'B', email: 'b@example.com', subject: 'press', comment: 'Eine ausreichend lange Nachricht.' };
    for (let i = 0; i < 2; i++) expect((await c.json('POST', '/contact-form', body, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(200);
    expect((await c.json('POST', '/contact-form', body, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    expect((await c.json('POST', '/contact-form', body, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    await proxied.close();
  });

  it('ignores X-Forwarded-For from clients when no proxy is trusted (no way around the limit)', async () => {
    const c = shop.client();
    const body = { firstName: 'A', lastName: 'B', email: 'c@example.com', subject: 'press', comment: 'Eine ausreichend lange Nachricht.' };
    let last = 200;
    for (let i = 0; i < 6 && last !== 429; i++) {
      last = (await c.json('POST', '/contact-form', body, { 'x-forwarded-for': `198.51.100.${i}` })).status;
    }
    expect(last).toBe(429);
  });
});
