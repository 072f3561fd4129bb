/**
 * Writes the build's payloads (spec §7, §9), run by the build (vite.config.ts) after the bundle:
 * `{path}/_payload.json` for every locale's navigation, home, category, guide/blog page and
 * product, and the route-rule manifest `builds/meta/{buildId}.json` with the prerendered list.
 *
 * The answers come from the storefront's own loaders (src/app/payloadRecorder.ts, loaded through
 * Vite's SSR module loader with a DOM from jsdom) against the embedded backend seeded into a
 * temporary directory — or against VITE_STORE_API_URL when the storefront is built for a real
 * Shopware shop. Usage: tsx scripts/payloads.ts [outDir]
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { createServer } from 'vite';
import type { PrerenderedPage } from '../src/app/prerender';
import { redirectRules } from '../src/lib/routeRedirects';
import { PAGE_FILE, pageDocument, payloadHref, shellDocument } from './pageDocument';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const outDir = resolve(process.argv[2] ?? join(root, 'dist'));

interface Backend {
  origin: string;
  /** Where the shop is served: media URLs and canonical links of the prerendered pages use it. */
  publicUrl: string;
  close: () => Promise<void>;
}

/** The embedded backend on a fresh demo database (ids are stable, so they match any demo shop). */
async function embeddedBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stallwerk-payloads-'));
  process.env.DATA_DIR = dataDir;
  process.env.DIST_DIR = join(dataDir, 'no-dist');
  const [{ loadConfig }, { openDatabase }, { migrate }, { prepareDemoShop }, { buildApp }] = await Promise.all([
    import('../server/config'),
    import('../server/db/connection'),
    import('../server/db/migrate'),
    import('../server/db/seed/demo'),
    import('../server/app'),
  ]);
  // A throwaway demo shop: development settings whatever the build's NODE_ENV.
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'development' }), dataDir };
  const db = openDatabase(join(dataDir, 'shop.sqlite'));
  migrate(db);
  await prepareDemoShop(db, { mediaDir: join(dataDir, 'media'), config });
  const app = await buildApp({ db, config } as Parameters<typeof buildApp>[0], { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    publicUrl: config.publicUrl,
    close: async () => {
      await app.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The browser globals the storefront's modules expect, on the backend's origin. `document` comes
 * only after the modules are loaded (`withDocument`): emotion looks for it once, on loading, to
 * decide whether it renders for a server (the rules collected as critical CSS) or a browser.
 */
function installDom(origin: string): { withDocument: () => void } {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${origin}/` });
  const define = (name: string, value: unknown) => Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  const globals: Record<string, unknown> = {
    window: dom.window,
    navigator: dom.window.navigator,
    location: dom.window.location,
    localStorage: dom.window.localStorage,
    sessionStorage: dom.window.sessionStorage,
    HTMLElement: dom.window.HTMLElement,
    Element: dom.window.Element,
    Node: dom.window.Node,
    requestIdleCallback: (cb: () => void) => setTimeout(cb, 0),
    matchMedia: () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }),
  };
  for (const [name, value] of Object.entries(globals)) define(name, value);
  return { withDocument: () => define('document', dom.window.document) };
}

function payloadFile(path: string): string {
  const clean = decodeURIComponent(path).replace(/\/+$/, '');
  return join(outDir, clean, '_payload.json');
}

/**
 * The pages whose styles the shell (index.html) carries: pages the browser renders itself, on a
 * first visit too, and most visited: the empty cart in its checkout frame, sign-in, registration
 * (its form's fields are those of the checkout's and the contact form) and password recovery.
 * Their first render then neither serialises nor inserts those rules (some 600 for the
 * registration form, the longest part of its render).
 */
const SHELL_STYLE_PAGES = ['/checkout/cart', '/login', '/register', '/account/recover'];

async function main(): Promise<void> {
  const started = Date.now();
  const latest = JSON.parse(readFileSync(join(outDir, 'builds', 'latest.json'), 'utf8')) as { id: string; timestamp: number };
  const external = process.env.VITE_STORE_API_URL;
  const backend: Backend = external
    ? { origin: new URL(external).origin, publicUrl: process.env.VITE_PUBLIC_URL ?? process.env.PUBLIC_URL ?? new URL(external).origin, close: async () => undefined }
    : await embeddedBackend();
  // The pages run on the shop's public address (their canonical links), their reads go to the backend.
  if (!external) process.env.VITE_STORE_API_URL = `${backend.origin}/store-api`;
  const dom = installDom(backend.publicUrl);
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'error',
    appType: 'custom',
    // The markup must match the production bundle that hydrates it (emotion's class names, React).
    mode: 'production',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const prerendered: string[] = [];
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  let currencyId: string | undefined;
  let pagesWithHtml = 0;
  try {
    // The modules are loaded before the DOM exists: emotion decides once, on loading, whether it
    // renders for a server (style rules collected for the critical CSS) or inserts into a document.
    const { recordSite } = (await vite.ssrLoadModule('/src/app/payloadRecorder.ts')) as typeof import('../src/app/payloadRecorder');
    const { prerenderPage, prerenderStyles } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
    dom.withDocument();
    await recordSite({
      origin: backend.publicUrl,
      render: process.env.STALLWERK_PRERENDER === 'off' ? undefined : prerenderPage,
      currencyId: (id) => {
        currencyId ??= id;
      },
      write: ({ locale, path, entries, html }) => {
        const file = payloadFile(path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify({ build: latest.id, path, currencyId, entries }));
        prerendered.push(path);
        if (html) {
          const navigation = `${locale === 'de-DE' ? '' : `/${locale}`}/_navigation`;
          const preloads = [payloadHref(decodeURIComponent(path), latest.id), payloadHref(navigation, latest.id)];
          writeFileSync(join(dirname(file), PAGE_FILE), pageDocument(template, html as PrerenderedPage, path, preloads));
          pagesWithHtml += 1;
        }
      },
      log: (line) => console.log(`  payloads ${line}`),
    });
    if (process.env.STALLWERK_PRERENDER !== 'off') {
      // Written last: the prerendered pages above are made from the plain shell.
      const shellPages = SHELL_STYLE_PAGES.map((path) => `${backend.publicUrl}${path}`);
      const shell = await prerenderStyles(shellPages);
      if (shell) writeFileSync(join(outDir, 'index.html'), shellDocument(template, shell));
      console.log(`  shell: ${shell ? `the styles of ${SHELL_STYLE_PAGES.join(', ')} in index.html` : 'no pages to take styles from'}`);
    }
  } finally {
    await vite.close();
    await backend.close();
  }
  // The route rules (Nuxt's matcher shape): pages with a payload, the online-only areas, and the
  // addresses that redirect (spec §2).
  const online = { payload: false, online: true };
  const locales = ['', '/en-GB', '/fr-FR', '/ar-AE'];
  const manifest = {
    id: latest.id,
    timestamp: latest.timestamp,
    matcher: {
      static: { ...redirectRules(locales), ...Object.fromEntries(prerendered.map((p) => [p, { payload: true }])) },
      wildcard: Object.fromEntries(locales.flatMap((l) => [`${l}/checkout`, `${l}/account`].map((p) => [p, online]))),
      dynamic: {},
    },
    prerendered,
  };
  writeFileSync(join(outDir, 'builds', 'meta', `${latest.id}.json`), JSON.stringify(manifest));
  console.log(`  payloads: ${prerendered.length} pages (${pagesWithHtml} with prerendered HTML) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
