import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { adyenSettings } from './settings';

const here = dirname(fileURLToPath(import.meta.url));
export const DEV_PAGE_PATH = '/__dev/adyen-test';

/** node_modules/@adyen/adyen-web/dist/es (resolved from the package, wherever it is installed). */
function sdkDir(): string {
  const require = createRequire(import.meta.url);
  // The package exports no package.json; its stylesheet export lives in dist/es.
  return dirname(require.resolve('@adyen/adyen-web/styles/adyen.css'));
}

let bundle: Promise<string> | null = null;

/** The SDK's ES build bundled unmodified into one module (esbuild, as the storefront's bundler would). */
function sdkBundle(): Promise<string> {
  bundle ??= (async () => {
    const esbuild = await import('esbuild');
    const out = await esbuild.build({
      entryPoints: [join(sdkDir(), 'index.js')],
      bundle: true,
      format: 'esm',
      write: false,
      target: 'es2020',
      logLevel: 'silent',
    });
    return out.outputFiles[0].text;
  })().catch((error: unknown) => {
    bundle = null;
    throw error;
  });
  return bundle;
}

/** Whether the test page exists: only against the simulator and never in production. */
export function devPageEnabled(deps: AppDeps): boolean {
  return adyenSettings(deps.config).mode === 'simulator' && deps.config.devTools;
}

/**
 * GET /__dev/adyen-test: a small page that mounts the real @adyen/adyen-web and pays an order of the
 * embedded shop through the Store API routes (the browser proof in tests/payments uses it).
 */
export function registerAdyenTestPage(app: FastifyInstance, deps: AppDeps): void {
  if (!devPageEnabled(deps)) return;
  app.get(DEV_PAGE_PATH, async (_req, reply) => {
    const html = (await readFile(join(here, 'devPage.html'), 'utf8')).replace('__ACCESS_KEY__', deps.config.accessKey.replace(/[^A-Za-z0-9_-]/g, ''));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
  app.get('/__dev/adyen-web.js', async (_req, reply) => {
    const js = await sdkBundle();
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(js);
  });
  app.get('/__dev/adyen.css', async (_req, reply) => {
    const css = await readFile(join(sdkDir(), 'adyen.css'), 'utf8');
    return reply.type('text/css; charset=utf-8').header('cache-control', 'no-store').send(css);
  });
}
