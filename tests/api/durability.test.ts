import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { idFor } from '../../server/lib/ids';
import { prepareDataDir } from './harness';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** `tsx server/main.ts` on its own port (real Adyen settings: no simulator is started). */
function startShop(dataDir: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DIST_DIR: join(dataDir, 'none'),
        RATE_LIMITS: 'off',
        ADYEN_API_KEY: 'k',
        ADYEN_MERCHANT_ACCOUNT: 'M',
        ADYEN_CLIENT_KEY: 'test_C',
        ADYEN_HMAC_KEY: 'AB'.repeat(32),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('Stallwerk is running')) resolve(child);
    });
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => reject(new Error(`shop exited (${code}): ${output}`)));
  });
}

/** A guest orders one bag with prepayment over HTTP (register, cart, order). */
async function guestOrder(base: string, i: number): Promise<void> {
  let token = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/store-api${path}`, {
      method,
      headers: { 'sw-access-key': DEMO_ACCESS_KEY, 'content-type': 'application/json', ...(token ? { 'sw-context-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    token = res.headers.get('sw-context-token') ?? token;
    return res;
  };
  await call('POST', '/account/register', {
    guest: true,
    email: `burst-${i}-${Date.now()}@example.com`,
    salutationId: idFor('salutation:mrs'),
    firstName: 'Greta',
    lastName: 'Gast',
    storefrontUrl: base,
    acceptedDataProtection: true,
    billingAddress: { street: 'Weideweg 5', zipcode: '21335', city: 'Lüneburg', countryId: idFor('country:DE') },
  });
  await call('PATCH', '/context', { paymentMethodId: idFor('payment:prepayment') });
  const bag = idFor('product:SW-MIS-100.1');
  await call('POST', '/checkout/cart/line-item', { items: [{ id: bag, referencedId: bag, type: 'product', quantity: 1 }] });
  await call('POST', '/checkout/order', { tos: true });
}

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
});

describe('durable order jobs', () => {
  it('kill -9 in the middle of an order burst: after the restart every order has its invoice and mail, invoice numbers without gaps', async () => {
    const dataDir = prepareDataDir();
    dataDirs.push(dataDir);
    const db = openDatabase(join(dataDir, 'shop.sqlite'));
    const before = (db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startShop(dataDir, port);
    children.push(first);

    // The burst: 12 guests order at once; the shop is killed as soon as orders are committed.
    const burst = Array.from({ length: 12 }, (_, i) => guestOrder(base, i).catch(() => undefined));
    const killed = new Promise<void>((resolve) => first.on('exit', () => resolve()));
    for (;;) {
      const n = (db.prepare('SELECT COUNT(*) AS n FROM "order"').get() as { n: number }).n - before;
      if (n >= 3) break;
      await new Promise((r) => setTimeout(r, 2));
    }
    first.kill('SIGKILL');
    await killed;
    await Promise.all(burst);

    const orders = () => db.prepare('SELECT o.id, c.email FROM "order" o JOIN order_customer c ON c.order_id = o.id ORDER BY o.rowid').all().slice(before) as Array<{ id: string; email: string }>;
    const withoutInvoice = () => orders().filter((o) => !db.prepare("SELECT 1 FROM document WHERE order_id = ? AND document_type = 'invoice'").get(o.id));
    const withoutMail = () => orders().filter((o) => !db.prepare("SELECT 1 FROM mail_outbox WHERE to_address = ? AND template = 'order_confirmation'").get(o.email));
    const committed = orders().length;
    expect(committed).toBeGreaterThanOrEqual(3);
    // The crash left work undone (that is what the restart has to repair).
    expect(withoutInvoice().length + withoutMail().length).toBeGreaterThan(0);

    const second = await startShop(dataDir, port);
    children.push(second);
    const deadline = Date.now() + 60_000;
    while ((withoutInvoice().length || withoutMail().length) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(withoutInvoice()).toEqual([]);
    expect(withoutMail()).toEqual([]);
    for (const o of orders()) {
      expect((db.prepare("SELECT COUNT(*) AS n FROM mail_outbox WHERE to_address = ? AND template = 'order_confirmation'").get(o.email) as { n: number }).n).toBe(1);
    }
    const numbers = (db.prepare("SELECT document_number FROM document WHERE document_type = 'invoice'").all() as Array<{ document_number: string }>)
      .map((r) => Number(r.document_number))
      .sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThanOrEqual(committed);
    numbers.forEach((n, i) => expect(n).toBe(numbers[0] + i));
    expect(db.prepare("SELECT COUNT(*) AS n FROM order_job WHERE state != 'done'").get()).toEqual({ n: 0 });
    second.kill('SIGTERM');
    db.close();
  }, 120_000);
});
