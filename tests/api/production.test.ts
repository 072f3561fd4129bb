import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_TOKEN } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { prepareDemoShop } from '../../server/db/seed/demo';
import { prepareDataDir, startTestShop } from './harness';
import { DEMO, login } from './customerHelpers';

const SECRET = 'prod-admin-token-0123456789abcdef';
const PROD = { NODE_ENV: 'production', ADMIN_TOKEN: SECRET };
const ADYEN = { ADYEN_API_KEY: 'AQE-secret-api-key', ADYEN_MERCHANT_ACCOUNT: 'StallwerkECOM', ADYEN_CLIENT_KEY: 'test_CLIENTKEY', ADYEN_HMAC_KEY: 'AB'.repeat(32) };

/** Runs `tsx server/main.ts` with env until it exits or prints the ready banner; returns its output and exit code. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Stallwerk is running')) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('production mode (NODE_ENV=production)', () => {
  it('refuses to start with the demo admin token or without payment credentials', async () => {
    await expect(startTestShop({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulator' })).rejects.toThrow(/ADMIN_TOKEN/);
    await expect(startTestShop({ NODE_ENV: 'production', ADMIN_TOKEN: DEMO_ADMIN_TOKEN, PAYMENT_PROVIDER: 'simulator' })).rejects.toThrow(/ADMIN_TOKEN/);
    await expect(startTestShop(PROD)).rejects.toThrow(/ADYEN_\* credentials.*PAYMENT_PROVIDER=simulator/);
    await expect(startTestShop({ ...PROD, ADYEN_API_KEY: 'k' })).rejects.toThrow(/ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY, ADYEN_HMAC_KEY/);
    const real = await startTestShop({ ...PROD, ...ADYEN });
    await real.close();
  });

  it('the real start-up (server/main.ts) refuses as well, and its output carries no secret', async () => {
    const refused = await startServer({ NODE_ENV: 'production', DATA_DIR: '/nonexistent/never-created' });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Refusing to start in production/);
    expect(refused.output).toContain('ADMIN_TOKEN');

    const dataDir = prepareDataDir();
    try {
      const started = await startServer({ ...PROD, ...ADYEN, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DIST_DIR: join(dataDir, 'none') });
      expect(started.output).toContain('Stallwerk is running');
      for (const secret of [SECRET, ADYEN.ADYEN_API_KEY, ADYEN.ADYEN_HMAC_KEY, DEMO.password]) expect(started.output).not.toContain(secret);
      expect(started.output).not.toMatch(/Mailbox|Demo customer/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('has no mailbox, no /__dev pages and a "test payments" flag when the simulator is chosen explicitly', async () => {
    const shop = await startTestShop({ ...PROD, PAYMENT_PROVIDER: 'simulator' });
    try {
      for (const url of ['/mailbox', '/mailbox/messages.json', '/__dev/adyen-test']) {
        const res = await shop.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${SECRET}` } });
        expect(res.statusCode, url).toBe(404);
      }
      const ctx = await shop.client().json<{ extensions: { adyenData: Record<string, unknown> } }>('GET', '/context');
      expect(ctx.body.extensions.adyenData.testPayments).toBe(true);
    } finally {
      await shop.close();
    }
    // MAILBOX=on brings it back, behind the token.
    const withMailbox = await startTestShop({ ...PROD, ...ADYEN, MAILBOX: 'on' });
    try {
      expect((await withMailbox.app.inject({ method: 'GET', url: '/mailbox/messages.json' })).statusCode).toBe(401);
      expect((await withMailbox.app.inject({ method: 'GET', url: '/mailbox/messages.json', headers: { authorization: `Bearer ${SECRET}` } })).statusCode).toBe(200);
      const ctx = await withMailbox.client().json<{ extensions: { adyenData: Record<string, unknown> } }>('GET', '/context');
      expect(ctx.body.extensions.adyenData).toEqual({ clientKey: ADYEN.ADYEN_CLIENT_KEY, environment: 'test' });
    } finally {
      await withMailbox.close();
    }
  });

  it("mail links and CORS only for the sales channel's configured domains (no localhost in production)", async () => {
    const shop = await startTestShop({ ...PROD, ...ADYEN, PUBLIC_URL: 'https://shop.example.com', SALES_CHANNEL_DOMAINS: 'https://shop.example.com,https://www.shop.example.com' });
    try {
      const recover = (storefrontUrl: string) =>
        shop.client().json<{ errors?: Array<{ code: string; source?: { pointer: string } }> }>('POST', '/account/recovery-password', { email: DEMO.username, storefrontUrl });
      for (const bad of ['http://localhost:3000', 'https://evil.example', 'https://shop.example.com.evil.example']) {
        const res = await recover(bad);
        expect(res.status, bad).toBe(400);
        expect(res.body.errors?.[0]).toMatchObject({ code: 'VIOLATION::NO_SUCH_CHOICE_ERROR', source: { pointer: '/storefrontUrl' } });
      }
      expect((await recover('https://www.shop.example.com')).status).toBe(200);

      const preflight = (origin: string, url = '/store-api/context') =>
        shop.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'sw-access-key' } });
      expect((await preflight('https://shop.example.com')).headers['access-control-allow-origin']).toBe('https://shop.example.com');
      for (const origin of ['https://evil.example', 'null', 'http://localhost:5173']) {
        expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
      }
      expect((await preflight('https://shop.example.com', '/admin-api/maintenance')).headers['access-control-allow-origin']).toBeUndefined();
      const get = await shop.app.inject({ method: 'GET', url: '/admin-api/maintenance', headers: { origin: 'https://shop.example.com', authorization: `Bearer ${SECRET}` } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await shop.close();
    }
  });

  it('development shows no test-payments banner unless the simulator is chosen explicitly', async () => {
    const dev = await startTestShop();
    try {
      const ctx = await dev.client().json<{ extensions: { adyenData: Record<string, unknown> } }>('GET', '/context');
      expect(ctx.body.extensions.adyenData.testPayments).toBeUndefined();
      expect((await dev.app.inject({ method: 'GET', url: '/__dev/adyen-test' })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it('never seeds the demo customers, and switches off those of a database started in development', async () => {
    const dataDir = prepareDataDir();
    const db = openDatabase(join(dataDir, 'shop.sqlite'));
    try {
      await prepareDemoShop(db, { mediaDir: join(dataDir, 'media'), production: true });
      expect(db.prepare('SELECT active FROM customer WHERE email = ?').get(DEMO.username)).toEqual({ active: 0 });
      db.prepare("DELETE FROM customer WHERE email = 'business@stallwerk.example'").run();
      await prepareDemoShop(db, { mediaDir: join(dataDir, 'media'), production: true });
      expect(db.prepare("SELECT 1 FROM customer WHERE email = 'business@stallwerk.example'").get()).toBeUndefined();
    } finally {
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const shop = await startTestShop({ ...PROD, ...ADYEN });
    try {
      await prepareDemoShop(shop.db, { mediaDir: join(shop.config.dataDir, 'media'), production: true });
      expect((await login(shop.client(), DEMO.username, DEMO.password)).status).toBe(401);
    } finally {
      await shop.close();
    }
  });
});
