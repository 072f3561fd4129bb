import { execSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunksNamed, firstRouteFiles, staticClosure } from './scripts/bundleGraph';
import { precompressDir } from './scripts/precompress';
import { restoreAssets, stashAssets } from './scripts/previousAssets';
import { deferEntryScripts } from './scripts/deferEntry';
import { offlineModuleFiles, withOfflineModules } from './scripts/offlineModules';
import { fillConsentBanner, readBannerTexts } from './scripts/consentBanner';
import { rewriteReactSentinels } from './scripts/reactSentinels';

/** Build id: commit plus build time, shared by app and service worker (runtime cache names). */
function buildId(): string {
  let commit = 'dev';
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    // Not a git checkout: the timestamp alone identifies the build.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

const BUILD_ID = buildId();

/** Resolves packages as the project sees them (node_modules next to package.json). */
const projectRequire = createRequire(resolve(__dirname, 'package.json'));

/**
 * @react-pdf/renderer and @react-pdf/font each get a nested copy of pdfkit 0.20 (the server's
 * pdfkit 0.17 sits at the top of node_modules): two instances, so the standard fonts that
 * @react-pdf/font registers in the browser would be missing in the renderer's ("Standard font
 * Helvetica is not registered"). The browser build resolves both to the renderer's copy.
 */
const reactPdfKit = dirname(dirname(createRequire(projectRequire.resolve('@react-pdf/renderer/package.json')).resolve('pdfkit')));
const PDFKIT_ALIASES = [
  { find: /^pdfkit$/, replacement: `${reactPdfKit}/js/pdfkit.browser.mjs` },
  { find: /^pdfkit\/standard-fonts\/(\w+)$/, replacement: `${reactPdfKit}/js/standard-fonts/$1.mjs` },
];
const BACKEND = process.env.VITE_DEV_BACKEND ?? 'http://localhost:3000';

/**
 * React Router 7's package exports name its development build for every condition (its
 * dist/production, identical but for `ENABLE_DEV_WARNINGS = false`, is unreachable by name), so a
 * production bundle would carry the router's development warnings and their checks. The build
 * resolves the package to its production files; the dev server keeps the warnings.
 */
function productionRouter(): Plugin {
  const routerDir = dirname(projectRequire.resolve('react-router/package.json'));
  return {
    name: 'stallwerk-production-router',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: `${routerDir}/dist/production/index.mjs` }] } }),
  };
}

/**
 * react-dom's five sentinel errors become stack-free objects with Error's prototype
 * (scripts/reactSentinels.ts): constructing them made V8 parse react-dom again whenever a DevTools
 * client (Lighthouse among them) listens, inside the React stage's task.
 */
function reactSentinels(): Plugin {
  return {
    name: 'stallwerk-react-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
      // The rewrite moves no line; only the five sentinel lines' columns shift.
      return { code: rewriteReactSentinels(code), map: null };
    },
  };
}

/** index.html's cookie banner gets its texts and cookie settings (scripts/consentBanner.ts), in dev too. */
function consentBanner(): Plugin {
  return {
    name: 'stallwerk-consent-banner',
    transformIndexHtml: { order: 'pre', handler: (html) => fillConsentBanner(html, readBannerTexts(resolve(__dirname, 'locales'))) },
  };
}

/** Starts a prerendered page's app after its first paint (scripts/deferEntry.ts). */
function deferEntry(): Plugin {
  return {
    name: 'stallwerk-defer-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        // The entry's later stages are dynamic imports: the loader preloads them with the entry.
        const stages = STAGES.map(([name]) => Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.name === name && !c.isEntry)?.fileName);
        const intlWorker = Object.values(bundle ?? {}).find((c) => /^assets\/intlWarmup\.worker-[\w-]+\.js$/.test(c.fileName))?.fileName;
        const stageFiles = stages.filter((f): f is string => Boolean(f));
        const deferred = deferEntryScripts(
          html,
          stageFiles.map((f) => `/${f}`),
          intlWorker && `/${intlWorker}`,
        );
        return withOfflineModules(deferred, offlineModuleFiles(bundle ?? {}, stageFiles));
      },
    },
  };
}

/**
 * Emits the root manifest.webmanifest and the build files the app polls: builds/latest.json
 * ({ id, timestamp }) and builds/meta/<id>.json (route rules: none yet). Dev serves the manifest.
 */
function buildFiles(): Plugin {
  const manifest = () => readFileSync(resolve(__dirname, 'manifest.webmanifest'), 'utf8');
  return {
    name: 'stallwerk-build-files',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('content-type', 'application/manifest+json');
        res.end(manifest());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: manifest() });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id: BUILD_ID, timestamp: Date.now() }) });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${BUILD_ID}.json`, source: JSON.stringify({ id: BUILD_ID, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] }) });
    },
  };
}

/**
 * The precached shell: what browsing the catalogue and the cart needs with no network (spec: the
 * service worker precaches only the shell). The first route plus these lazy chunks and everything
 * they import statically; all other chunks (checkout, account, payment, …) are cached when first
 * used (sw.ts, CacheFirst on /assets/). A feature that must work offline before its first visit
 * adds its route module's name here.
 */
const SHELL_CHUNKS = [
  // pages
  'home',
  'search',
  'entity',
  // the entity page's views (entity.tsx loads the one a path needs)
  'ProductPage',
  'CategoryPage',
  'LandingPage',
  'guide',
  'cartPage',
  'upcoming',
  // overlays and late parts of the shell (LATE_PARTS)
  'shell-parts',
  // the header's search with suggestions (loaded in idle time after the first paint)
  'SearchBox',
  'shell-overlays',
  'NavDrawer',
  'MegaMenu',
  'LinearProgress',
  'workbox-window.prod.es5',
  // the entry's worker that loads Intl's data (src/main.tsx)
  'intlWarmup.worker',
  // the outbox (offline additions to the cart)
  'outbox',
  // the wishlist and the forms that queue in the outbox (usable offline before their first visit)
  'wishlistPage',
  'ContactForm',
  'PendingSubmissions',
  'db',
  // the stored catalogue's page (its state is readable offline)
  'offlinePage',
  'offlineCatalog',
  // cart drafts are prepared in the barn
  'draftsPage',
  // the recently viewed products on home, product and cart pages (shown as last seen when offline)
  'RecentlyViewedRow',
];
const SHELL_FILES = /^(?:index\.html|manifest\.webmanifest|icons\/favicon[^/]*|assets\/manifest-[^/]+\.webmanifest|assets\/[^/]+\.css|assets\/locale-[^/]+\.js)$/;

function shellOnly(outDir: string) {
  return async (entries: Array<{ url: string; size: number; revision: string | null }>) => {
    const shell = new Set(staticClosure(outDir, [...firstRouteFiles(outDir), ...chunksNamed(outDir, SHELL_CHUNKS)]));
    return { manifest: entries.filter((e) => shell.has(e.url) || SHELL_FILES.test(e.url)), warnings: [] };
  };
}

/**
 * The entry's stages (src/main.tsx): every module a stage imports statically goes into that
 * stage's chunk instead of dozens of small shared chunks (over HTTP/1.1 each file costs a request
 * slot on the phone's slow connection), and each chunk is evaluated in a task of its own. Lazy
 * modules (routes, overlays) keep their own chunks. A module goes to the first stage that matches.
 */
const STAGES: Array<[name: string, test: RegExp]> = [
  ['shell-react', /preload-helper|\/src\/stages\/react\.ts$|\/node_modules\/(?:react|react-dom|scheduler)\//],
  // Emotion and MUI's styling engine (theme, styled, sx) …
  [
    'shell-ui',
    /\/src\/stages\/ui\.ts$|\/node_modules\/(?:@emotion|@babel\/runtime|stylis|stylis-plugin-rtl|cssjanus|hoist-non-react-statics|react-is|clsx|prop-types|@mui\/(?:system|utils|styled-engine|private-theming)|@mui\/material\/esm\/(?:styles|utils|internal|zero-styled|DefaultPropsProvider|colors|transitions|GlobalStyles|InitColorSchemeScript))\//,
  ],
  // … then MUI's components, in a task of their own (together they were one ~60 ms task on a phone).
  ['shell-mui', /\/src\/stages\/mui\.ts$|\/node_modules\/(?:@mui|react-transition-group)\//],
  ['shell-lib', /\/src\/stages\/lib\.ts$|\/node_modules\//],
  ['shell', /./],
];
const STAGE_ROOT = /\/src\/stages\/\w+\.ts$/;
/** The entry's own module stays in the entry chunk: only the stages run what they import. */
const ENTRY_MODULE = /\/src\/main\.tsx$|modulepreload-polyfill/;

/**
 * The lazy parts every page loads right after its first paint, one chunk per moment instead of one
 * per component: each MUI component they use (Tooltip, Popper, Modal, InputBase, …) had a chunk of
 * its own, 68 preload links on a listing (27 now). Each link starts a resource fetch on the page's
 * main thread: their appends took 18-35 ms per load, 7-21 ms now. A group takes its roots'
 * dependencies along, unless a group of higher priority claimed them: the stages, then Dexie (a
 * chunk of its own, named in SHELL_CHUNKS, also used by pages without these parts).
 */
const LATE_PARTS: Array<[name: string, roots: RegExp]> = [
  ['db', /\/src\/offline\/db\.ts$|\/node_modules\/dexie\//],
  // loaded before a prerendered page is hydrated (lazyWithPreload's firstPaint parts)
  ['shell-parts', /\/src\/features\/shell\/SearchForm\.tsx$|\/src\/features\/newsletter\/NewsletterSignup\.tsx$|\/node_modules\/@mui\/material\/esm\/Tooltip\/index\.js$/],
  // the overlays LocaleRoot loads after the first paint
  ['shell-overlays', /\/src\/features\/(?:cart\/components\/SideCart|consent\/ConsentBanner|pwa\/UpdatePrompt|offlineCatalog\/components\/InstallOffer|notifications\/Notifications)\.tsx$/],
];

/**
 * The translation namespaces every page reads (the locale's own, and those of the header, cards,
 * side cart, newsletter form and cookie banner): one chunk per locale, `locale-<locale>-shell`,
 * instead of nine. Every page fetched and compiled all nine before it hydrated, each a request of
 * its own on the phone's slow line and a fetch started on its main thread. The other namespaces
 * (account, orders, advisor …) stay a chunk each, loaded by the screens that use them.
 */
const SHELL_NAMESPACES = ['common', 'errors', 'catalog', 'cart', 'cms', 'forms', 'validations', 'checkout', 'wishlist'];
const SHELL_NAMESPACE_FILE = new RegExp(`/locales/([a-z]{2}-[A-Z]{2})/(?:${SHELL_NAMESPACES.join('|')})\\.json$`);
const localeShellGroup = {
  name: (id: string): string | null => {
    const m = SHELL_NAMESPACE_FILE.exec(id);
    return m ? `locale-${m[1]}-shell` : null;
  },
  priority: 0,
};

type ModuleGraph = { getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null };

/**
 * One group per stage, in priority order: a group takes its modules' dependencies along, so React
 * is claimed first and the storefront's group gets what no earlier stage took. Then the late parts'
 * groups (LATE_PARTS), which take what no stage took, and last the translations every page shows
 * (SHELL_NAMESPACES), one chunk per locale.
 */
function stageGroups() {
  const eager = new Map<string, boolean>();
  const isEager = (id: string, graph: ModuleGraph): boolean => {
    const known = eager.get(id);
    if (known !== undefined) return known;
    eager.set(id, false); // cycles: decided by the other importers
    const info = graph.getModuleInfo(id);
    const result = Boolean(info && (info.isEntry || STAGE_ROOT.test(id) || info.importers.some((importer) => isEager(importer, graph))));
    eager.set(id, result);
    return result;
  };
  const stages = STAGES.map(([name, test], index) => ({
    name: (id: string, graph: ModuleGraph): string | null => (test.test(id) && !ENTRY_MODULE.test(id) && isEager(id, graph) && !graph.getModuleInfo(id)?.isEntry ? name : null),
    priority: LATE_PARTS.length + STAGES.length - index,
  }));
  const late = LATE_PARTS.map(([name, test], index) => ({ name: (id: string) => (test.test(id) ? name : null), priority: LATE_PARTS.length - index }));
  return [...stages, ...late, localeShellGroup];
}

/**
 * V8's explicit compile hint for the chunks every first page runs (the entry and its stages): the
 * browser compiles their functions on a background thread while the file streams in, instead of
 * each on the main thread the first time it is called, inside the start-up's long tasks. Lazy
 * chunks (routes, payment, PDF) keep V8's lazy compilation: most of their code may never run.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** The entry, its stages and the bundler's runtime helpers they all import. */
const takesHint = (chunk: { name: string; isEntry: boolean }) => chunk.isEntry || chunk.name === 'rolldown-runtime' || STAGES.some(([name]) => chunk.name === name);

/**
 * The hint counts only as a file's first line: it goes in once the chunks are final, after the
 * minifier (which drops comments, a banner's too) and after Vite has put its `__vite__mapDeps`
 * table at the top; the source map moves down a line with it.
 */
function compileHints(): Plugin {
  return {
    name: 'stallwerk-compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which prepends the `__vite__mapDeps` table.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !takesHint(chunk)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The written map is its own asset by now.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * The build's payloads and route-rule manifest (scripts/payloads.ts: the storefront's loaders run
 * against the embedded backend). STALLWERK_PAYLOADS=off skips them: the app then asks the Store
 * API for every page, as for any page without a payload.
 */
function writePayloads(outDir: string, info: (line: string) => void): void {
  if (process.env.STALLWERK_PAYLOADS === 'off') return;
  const tsx = resolve(__dirname, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const run = spawnSync(process.execPath, [tsx, resolve(__dirname, 'scripts', 'payloads.ts'), outDir], {
    cwd: __dirname,
    encoding: 'utf8',
    timeout: 600_000,
    // Production React and emotion: the prerendered markup must match what the bundle hydrates.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`Writing the payloads failed:\n${run.stdout}\n${run.stderr}`);
  info(run.stdout.trim().split('\n').pop() ?? '');
}

/**
 * Writes .br/.gz siblings of every text file once the whole build (service worker included) is on
 * disk; the server sends them as they are (server/transport.ts).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let stash: string | undefined;
  return {
    name: 'stallwerk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // The running server may still be asked for the previous build's chunks (open tabs, their
    // service worker update): they are put back after the build (scripts/previousAssets.ts).
    buildStart() {
      stash = stashAssets(outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        writePayloads(outDir, (line) => this.info?.(line));
        const t = precompressDir(outDir);
        const kept = restoreAssets(outDir, stash);
        this.info?.(
          `kept ${kept.length} files of the previous build; precompressed ${t.files} files: ${Math.round(t.raw / 1024)} KB → gzip ${Math.round(t.gzip / 1024)} KB, brotli ${Math.round(t.brotli / 1024)} KB`,
        );
      },
    },
  };
}

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID), __PAYLOADS__: JSON.stringify(process.env.STALLWERK_PAYLOADS !== 'off') },
  resolve: { alias: PDFKIT_ALIASES },
  plugins: [
    react(),
    buildFiles(),
    consentBanner(),
    deferEntry(),
    compileHints(),
    productionRouter(),
    reactSentinels(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        // The shell of this build: HTML, JS, CSS and icons, plus the translation chunks, of which
        // the worker fetches only the locales the device uses (sw.ts). The payment SDK (only
        // needed on the payment step), screenshots and the build files are cached at runtime.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/adyenSdk-*', 'screenshots/**', 'builds/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [shellOnly(resolve(__dirname, 'dist'))],
      },
      devOptions: { enabled: process.env.VITE_SW_DEV === 'true', type: 'module', navigateFallback: 'index.html' },
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/store-api', '/media', '/mailbox', '/admin-api'].map((p) => [p, { target: BACKEND, changeOrigin: true }])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Non-ASCII characters as escapes: one "ç" (the language switcher's "Français") made the
        // storefront's whole 130 KB chunk a two-byte string, decoded to UTF-16 on the main thread
        // when the module script arrives, twice the memory, and scanned more slowly each time V8
        // compiles one of its functions.
        charset: 'ascii',
        codeSplitting: { groups: stageGroups() },
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          const m = /locales\/([a-z]{2}-[A-Z]{2})\/(\w+)\.json$/.exec(id);
          return m ? `assets/locale-${m[1]}-${m[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
