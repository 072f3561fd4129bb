import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../server/lib/commonPasswords';
import { startTestShop, type TestShop } from './harness';
import { expectError } from './schema';
import { DEMO, login, problems, registerConfirmed, registration, uniqueEmail } from './customerHelpers';

type Json = Record<string, any>;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

describe('password policy (at least 10 characters, not a common password)', () => {
  it('refuses short and common passwords with their violation codes; the demo password passes', async () => {
    const register = (password: string) => shop.client().json<Json>('POST', '/account/register', registration(uniqueEmail('pw'), { password }));
    const short = await register('12345678');
    expect(problems(short.body)).toEqual([{ code: 'VIOLATION::TOO_SHORT_ERROR', pointer: '/password' }]);
    expect(short.body.errors[0].meta.parameters['{{ limit }}']).toBe(10);
    for (const common of ['1234567890', 'Password123', 'qwertzuiop', 'aaaaaaaaaaaa']) {
      expect(problems((await register(common)).body), common).toEqual([{ code: 'VIOLATION::PASSWORD_TOO_COMMON', pointer: '/password' }]);
    }
    expect(isCommonPassword(DEMO.password)).toBe(false);
    expect((await register(DEMO.password)).status).toBe(200);
    expect((await register('Heuballen-42x')).status).toBe(200);
  });

  it('applies to changing and resetting the password too', async () => {
    const c = shop.client();
    await registerConfirmed(shop, c);
    const res = await c.json<Json>('POST', '/account/change-password', { password: 'Sattelkammer1', newPassword: '1234567890', newPasswordConfirm: '1234567890' });
    expect(problems(res.body)).toEqual([{ code: 'VIOLATION::PASSWORD_TOO_COMMON', pointer: '/newPassword' }]);
  });
});

describe('names', () => {
  it('refuse control and bidi-override characters', async () => {
    for (const firstName of ['Anna\nBcc: x@example.com', 'An\rna', 'Anna\u202Egnp.exe', 'Anna\u2066x\u2069', 'An\u0000na']) {
      const res = await shop.client().json<Json>('POST', '/account/register', registration(uniqueEmail('name'), { firstName }));
      expect(res.status, JSON.stringify(firstName)).toBe(400);
      expect(problems(res.body)).toContainEqual({ code: 'VIOLATION::INVALID_VALUE_ERROR', pointer: '/firstName' });
    }
    // Arabic names (right-to-left letters, no control characters) are fine.
    expect((await shop.client().json('POST', '/account/register', registration(uniqueEmail('ar'), { firstName: 'مريم', lastName: 'الحسيني' }))).status).toBe(200);
  });
});

describe('account deletion', () => {
  it('needs the current password', async () => {
    const c = shop.client();
    const { email } = await registerConfirmed(shop, c);
    const missing = await c.json<Json>('DELETE', '/account/customer', {});
    expect(missing.status).toBe(400);
    expect(problems(missing.body)).toEqual([{ code: 'VIOLATION::IS_BLANK_ERROR', pointer: '/password' }]);
    expect(problems((await c.json<Json>('DELETE', '/account/customer', { password: 'wrong-password' })).body)).toEqual([{ code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', pointer: '/password' }]);
    expect((await login(shop.client(), email, 'Sattelkammer1')).status).toBe(200);
    expect((await c.call('DELETE', '/account/customer', { password: 'Sattelkammer1' })).statusCode).toBe(204);
    expect((await login(shop.client(), email, 'Sattelkammer1')).status).toBe(401);
  });
});

describe('throttles', () => {
  it('login: one address trying many accounts is stopped (password spraying)', async () => {
    const own = await startTestShop();
    try {
      own.config.rateLimits = { login_ip: { limit: 4, waitSeconds: 60 } };
      for (let i = 0; i < 4; i++) expect((await login(own.client(), `sprayed-${i}@example.com`, 'Sommer2026!x')).status).toBe(401);
      const blocked = await login(own.client(), 'another@example.com', 'Sommer2026!x');
      expect(blocked.status).toBe(429);
      expectError(blocked.body, 429, 'CHECKOUT__CUSTOMER_AUTH_THROTTLED');
      // ... the right password included, until the wait is over
      expect((await login(own.client(), DEMO.username, DEMO.password)).status).toBe(429);
      // RATE_LIMITS=off (browser tests) switches it off like every other limit
      own.config.rateLimits = { login_ip: { enabled: false } };
      expect((await login(own.client(), DEMO.username, DEMO.password)).status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('current-password checks (change e-mail / password, delete) are throttled per customer', async () => {
    const c = shop.client();
    await registerConfirmed(shop, c);
    shop.config.rateLimits = { password_check: { limit: 3, waitSeconds: 30 } };
    try {
      for (let i = 0; i < 2; i++) {
        const res = await c.json<Json>('POST', '/account/change-password', { password: `guess-${i}-xxxxx`, newPassword: 'Heuballen-42x', newPasswordConfirm: 'Heuballen-42x' });
        expect(problems(res.body)).toEqual([{ code: 'VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT', pointer: '/password' }]);
      }
      expect((await c.json<Json>('POST', '/account/change-email', { email: 'x@example.com', emailConfirmation: 'x@example.com', password: 'guess-2-xxxxx' })).status).toBe(400);
      const blocked = await c.json<Json>('DELETE', '/account/customer', { password: 'Sattelkammer1' });
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      shop.config.rateLimits = undefined;
    }
  });
});
