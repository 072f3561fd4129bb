/**
 * The shop for the payment browser proof: a freshly seeded database in a temp DATA_DIR, the whole
 * backend listening on PAYMENTS_E2E_PORT (default 3100) and the payment simulator on 8080 (the port
 * the SDK's rules need), whose webhooks go to the shop. Busy ports (other suites use 8080 too) are
 * waited for, not failed on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, DEMO_ACCESS_KEY, type ServerConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { customersMissing, seedCustomers } from '../../server/db/seed/customers';
import { SIM_DEFAULTS, startPaymentSimulator } from '../../server/payment-sim/index';
import { simulatorKeys } from '../../server/store-api/adyen/simKeys';

export interface PaymentShop {
  url: string;
  db: Db;
  config: ServerConfig;
  close(): Promise<void>;
}

/** Retries `start` while its port is in use (EADDRINUSE), backing off up to `patienceMs`. */
async function whenPortFree<T>(what: string, start: () => Promise<T>, patienceMs = 300_000): Promise<T> {
  const until = Date.now() + patienceMs;
  let delay = 200;
  let told = false;
  for (;;) {
    try {
      return await start();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() > until) throw error;
      if (!told) console.log(`${what} is in use (another suite?); waiting for it …`);
      told = true;
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 3000);
    }
  }
}

export async function startPaymentShop(): Promise<PaymentShop> {
  const port = Number(process.env.PAYMENTS_E2E_PORT ?? 3100);
  const dataDir = mkdtempSync(join(tmpdir(), 'stallwerk-payments-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: String(port), HOST: 'localhost', PAYMENT_SIM_PORT: '8080', DIST_DIR: join(dataDir, 'no-dist') });
  const db = openDatabase(join(dataDir, 'shop.sqlite'));
  migrate(db);
  // Rendered demo images are shared with the API tests' cache (the seed skips files that exist).
  await seedDatabase(db, { mediaDir: resolve('.tmp/api-media') });
  if (customersMissing(db)) await seedCustomers(db);

  const app = await whenPortFree(`Port ${port}`, async (): Promise<FastifyInstance> => {
    const candidate = await buildApp({ db, config });
    try {
      await candidate.listen({ port, host: 'localhost' });
      return candidate;
    } catch (error) {
      await candidate.close();
      throw error;
    }
  });
  const url = `http://localhost:${port}`;
  const sim = await whenPortFree('Port 8080', () =>
    startPaymentSimulator({ ...SIM_DEFAULTS, ...simulatorKeys(dataDir), port: 8080, notificationUrl: `${url}/store-api/adyen/notification`, webhookRetryDelayMs: 200 }),
  ).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  return {
    url,
    db,
    config,
    close: async () => {
      await sim.close();
      await app.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Store API client from Node (the customer's session), like the storefront's. */
export class StoreApi {
  token: string | null = null;
  constructor(private readonly base: string) {}

  async call<T = Record<string, any>>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.base}/store-api${path}`, {
      method,
      headers: {
        'sw-access-key': DEMO_ACCESS_KEY,
        accept: 'application/json',
        ...(this.token ? { 'sw-context-token': this.token } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const token = res.headers.get('sw-context-token');
    if (token) this.token = token;
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${JSON.stringify(json)}`);
    return json;
  }
}
