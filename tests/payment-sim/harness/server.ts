/**
 * Test harness for the payment simulator: a tiny "merchant" on its own port that
 *  - serves a page mounting the REAL @adyen/adyen-web ES build (node_modules/@adyen/adyen-web/dist/es,
 *    bundled unmodified with esbuild, plus its CSS),
 *  - plays the merchant backend (calls the simulator's /checkout/v71 with the API key),
 *  - receives the simulator's webhooks and checks their HMAC.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyNotificationHmac, type NotificationBody, type NotificationRequestItem } from '../../../server/payment-sim/index';

export interface HarnessOptions {
  port: number;
  simUrl: string;
  apiKey: string;
  merchantAccount: string;
  hmacKey: string;
}

export interface Harness {
  url: string;
  webhooks: Array<{ item: NotificationRequestItem; hmacValid: boolean }>;
  close(): Promise<void>;
}

const here = fileURLToPath(new URL('.', import.meta.url));
const SDK_DIR = resolve(here, '../../../node_modules/@adyen/adyen-web/dist/es');
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json', '.html': 'text/html; charset=utf-8' };

/**
 * The SDK's ES build bundled into one module (esbuild, as the storefront's bundler would), so the
 * page does not fetch ~600 modules; falls back to re-exporting the unbundled dist/es files.
 */
async function sdkBundle(): Promise<string> {
  try {
    const esbuild = await import('esbuild');
    const out = await esbuild.build({
      entryPoints: [resolve(SDK_DIR, 'index.js')],
      bundle: true,
      format: 'esm',
      write: false,
      target: 'es2020',
      logLevel: 'silent',
    });
    return out.outputFiles[0].text;
  } catch {
    return "export * from '/adyen/index.js';\n";
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: string | Buffer, type = 'application/json'): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

export async function startHarness(opts: HarnessOptions): Promise<Harness> {
  const origin = `http://localhost:${opts.port}`;
  const webhooks: Harness['webhooks'] = [];
  const bundle = await sdkBundle();
  let counter = 0;

  async function callSim(path: string, body: Record<string, unknown>): Promise<{ status: number; text: string }> {
    const res = await fetch(`${opts.simUrl}/checkout/v71${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': opts.apiKey },
      body: JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  }

  const api: Record<string, (body: Record<string, unknown>) => Promise<{ status: number; text: string }>> = {
    '/api/paymentMethods': (b) => callSim('/paymentMethods', { merchantAccount: opts.merchantAccount, ...b }),
    '/api/payments': (b) =>
      callSim('/payments', {
        merchantAccount: opts.merchantAccount,
        reference: `harness-${Date.now()}-${(counter += 1)}`,
        channel: 'Web',
        origin,
        authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
        ...b,
      }),
    '/api/payments/details': (b) => callSim('/payments/details', b),
    '/api/balance': (b) => callSim('/paymentMethods/balance', { merchantAccount: opts.merchantAccount, ...b }),
    '/api/orders': (b) => callSim('/orders', { merchantAccount: opts.merchantAccount, reference: `order-${Date.now()}`, ...b }),
    '/api/orders/cancel': (b) => callSim('/orders/cancel', { merchantAccount: opts.merchantAccount, ...b }),
    '/api/sessions': (b) => callSim('/sessions', { merchantAccount: opts.merchantAccount, reference: `session-${Date.now()}`, ...b }),
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      if (url.pathname === '/favicon.ico') return send(res, 204, '', 'image/x-icon');
      if (req.method === 'GET' && url.pathname === '/') {
        return send(res, 200, await readFile(resolve(here, 'index.html')), TYPES['.html']);
      }
      if (req.method === 'GET' && url.pathname === '/adyen-web.js') return send(res, 200, bundle, TYPES['.js']);
      if (req.method === 'GET' && url.pathname.startsWith('/adyen/')) {
        const file = normalize(resolve(SDK_DIR, `.${decodeURIComponent(url.pathname.slice('/adyen'.length))}`));
        if (!file.startsWith(SDK_DIR + sep)) return send(res, 404, '{}');
        try {
          return send(res, 200, await readFile(file), TYPES[extname(file)] ?? 'application/octet-stream');
        } catch {
          return send(res, 404, '{}');
        }
      }
      if (req.method === 'POST' && url.pathname === '/webhook') {
        const body = JSON.parse(await readBody(req)) as NotificationBody;
        for (const { NotificationRequestItem: item } of body.notificationItems) {
          webhooks.push({ item, hmacValid: verifyNotificationHmac(item, opts.hmacKey) });
        }
        return send(res, 200, '[accepted]', 'text/plain');
      }
      const handler = req.method === 'POST' ? api[url.pathname] : undefined;
      if (handler) {
        const text = await readBody(req);
        const result = await handler(text ? (JSON.parse(text) as Record<string, unknown>) : {});
        return send(res, result.status, result.text);
      }
      return send(res, 404, '{"error":"not found"}');
    })().catch((error: unknown) => send(res, 500, JSON.stringify({ error: String(error) })));
  });

  await new Promise<void>((ok) => server.listen(opts.port, 'localhost', ok));
  return {
    url: origin,
    webhooks,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
