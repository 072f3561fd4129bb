import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { originOf, type ServerConfig } from './config';

/** Origins Adyen's Web SDK talks to on its test and live platforms (checkoutshopper-*, cdf*, …). */
const ADYEN_ORIGINS = ['https://*.adyen.com', 'https://*.adyenpayments.com'];

/** SHA-256 CSP sources of the inline scripts of the built HTML pages (the shell and prerendered routes). */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  const visit = (dir: string, depth: number) => {
    if (depth > 4 || !existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      // Prerendered pages (_page.html) carry index.html's inline scripts; hundreds of them need no reading.
      if (name === 'assets' || name === 'node_modules' || name === '_page.html') continue;
      const stat = statSync(path);
      if (stat.isDirectory()) visit(path, depth + 1);
      else if (name.endsWith('.html') && stat.size < 2_000_000) {
        const html = readFileSync(path, 'utf8');
        for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
          if (m[1].trim()) hashes.add(`'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
        }
      }
    }
  };
  visit(distDir, 0);
  return [...hashes];
}

/**
 * The storefront's Content-Security-Policy: the app itself, its Store API, the payment provider
 * (the simulator on PAYMENT_SIM_PORT, or Adyen's platforms; 3-D Secure challenges come from the
 * card issuer, so frames and form posts may go to any https origin with real Adyen), and the
 * marketing script that the app loads only after consent. Styles allow inline (MUI/emotion inject
 * them); workers allow blob: (the PDF viewer). 'wasm-unsafe-eval' lets the bedding calculator's
 * PDF renderer compile its layout engine (yoga, WebAssembly); it allows no JavaScript eval.
 */
export function contentSecurityPolicy(config: ServerConfig, env: NodeJS.ProcessEnv = process.env, scriptHashes: string[] = []): string {
  const simulator = config.paymentProvider === 'simulator';
  const payment = simulator ? [`http://localhost:${config.paymentSimPort}`] : ADYEN_ORIGINS;
  const api = originOf(env.VITE_STORE_API_URL ?? '');
  const marketing = originOf(env.MARKETING_SCRIPT_URL ?? env.VITE_MARKETING_SCRIPT_URL ?? '');
  const list = (...parts: Array<string | string[] | false | ''>) => [...new Set(parts.flat().filter(Boolean) as string[])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", "'wasm-unsafe-eval'", scriptHashes, marketing, payment)}`,
    `style-src ${list("'self'", "'unsafe-inline'", payment)}`,
    `img-src ${list("'self'", 'data:', 'blob:', payment, marketing)}`,
    `font-src ${list("'self'", 'data:', payment)}`,
    `connect-src ${list("'self'", api, payment, marketing)}`,
    `frame-src ${list("'self'", payment, !simulator && 'https:')}`,
    `worker-src ${list("'self'", 'blob:')}`,
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", payment, !simulator && 'https:')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every answer (a plugin of its own, apart from transport concerns): CSP,
 * no framing, nosniff, Referrer-Policy, and HSTS when the request came over https. Routes that
 * need another CSP (the mailbox) set their own; development pages under /__dev keep none.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const csp = contentSecurityPolicy(config, process.env, inlineScriptHashes(config.distDir));
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    if (!req.url.startsWith('/__dev/')) reply.header('content-security-policy', csp);
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
