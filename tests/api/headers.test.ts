import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../server/config';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ TRUST_PROXY: 'true' });
});
afterAll(async () => shop?.close());

const csp = (res: { headers: Record<string, unknown> }) =>
  Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );

describe('HTTP security headers', () => {
  it('every answer carries CSP, no framing, nosniff and a Referrer-Policy; HSTS only over https', async () => {
    for (const url of ['/', '/store-api/context', '/media/nothing.png', '/admin-api/maintenance']) {
      const res = await shop.app.inject({ method: 'GET', url, headers: { 'sw-access-key': DEMO_ACCESS_KEY } });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(csp(res)['frame-ancestors'], url).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const https = await shop.app.inject({ method: 'GET', url: '/store-api/context', headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('the CSP allows exactly the app, the payment simulator, blob: workers and inline styles', async () => {
    const policy = csp(await shop.app.inject({ method: 'GET', url: '/' }));
    const sim = `http://localhost:${shop.config.paymentSimPort}`;
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", sim]);
    expect(policy['connect-src']).toEqual(["'self'", sim]);
    expect(policy['frame-src']).toEqual(["'self'", sim]);
    expect(policy['form-action']).toEqual(["'self'", sim]);
    expect(policy['style-src']).toContain("'unsafe-inline'");
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it("with real Adyen the CSP names Adyen's platforms (and the issuers' 3-D Secure pages), plus the marketing script", async () => {
    process.env.MARKETING_SCRIPT_URL = 'https://cdn.mailer.example/track.js';
    const adyen = await startTestShop({ ADYEN_API_KEY: 'k', ADYEN_MERCHANT_ACCOUNT: 'M', ADYEN_CLIENT_KEY: 'test_C', ADYEN_HMAC_KEY: 'AB'.repeat(32) });
    delete process.env.MARKETING_SCRIPT_URL;
    try {
      const policy = csp(await adyen.app.inject({ method: 'GET', url: '/' }));
      expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://cdn.mailer.example', 'https://*.adyen.com', 'https://*.adyenpayments.com']);
      expect(policy['frame-src']).toContain('https://*.adyen.com');
      expect(policy['connect-src']).not.toContain('http://localhost:8080');
    } finally {
      await adyen.close();
    }
  });

  it('the mailbox keeps its own stricter CSP', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/mailbox', headers: { authorization: `Bearer ${shop.config.adminToken}` } });
    expect(csp(res)['default-src']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CORS', () => {
  const preflight = (origin: string, url = '/store-api/context') =>
    shop.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'sw-access-key' } });

  it("answers only the storefront's configured origins, and only on /store-api", async () => {
    const own = await preflight('http://localhost:5173');
    expect(own.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(own.headers['access-control-allow-headers'])).toContain('sw-context-token');
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const get = await shop.app.inject({ method: 'GET', url: '/store-api/context', headers: { origin, 'sw-access-key': DEMO_ACCESS_KEY } });
      expect(get.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(get.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
    for (const url of ['/admin-api/maintenance', '/mailbox/messages.json']) {
      expect((await preflight('http://localhost:5173', url)).headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});
