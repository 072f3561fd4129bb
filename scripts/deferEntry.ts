/**
 * A prerendered page paints its markup and main image before the app's code is fetched or run.
 * The built index.html names its entry modules in <script type="module">, which the browser runs
 * as soon as they arrive, and preloads the chunks they need: on a phone those 230 KB share the slow
 * line with the page's largest image, and evaluating them (and starting the router) blocks the main
 * thread for a few hundred milliseconds before that image can paint. The build therefore keeps
 * only the tiny entry as a low-priority modulepreload link, lists the other chunks in
 * <meta name="stallwerk-module"> (which fetches nothing), and appends a small loader that, once
 * the page with its fetchpriority="high" image has painted (at most 3 s later), preloads those
 * chunks and starts the entry. Where the browser reports its largest paint, the loader waits for
 * that report on the image: an image decoded but not yet on screen let the code's requests start
 * before the paint now and then, and a phone's slow line then also carried them before it (an
 * image that is not the largest element gets half a second after it is decoded). The shell (no
 * prerendered markup: the cart, checkout, account) starts right after its first frame, the header
 * frame and cookie banner: requests that ended before the first paint count as render-blocking in
 * Lighthouse's simulation, and the cart's FCP then was 1.4 s instead of 0.65 s. The loader's text
 * never changes: its CSP hash is computed from index.html.
 *
 * With the code, the loader starts the worker that loads Intl's data (src/app/intlWarmup.ts,
 * named in <meta name="stallwerk-intl-worker">) and hands the app a promise of its end
 * (window.__stallwerkIntlWarm): started by the entry, the worker's work overlapped the stages'
 * evaluation, and on a machine with few cores it lengthened those tasks.
 */
export const ENTRY_LOADER = `(function () {
  var started = false;
  function warmIntl() {
    var meta = document.querySelector('meta[name=stallwerk-intl-worker]');
    if (!meta || !window.Worker || !window.Promise) return;
    try {
      var worker = new Worker(meta.content, { name: 'intl-warmup' });
      window.__stallwerkIntlWarm = new Promise(function (resolve) {
        worker.onmessage = worker.onerror = function () {
          resolve();
        };
        setTimeout(resolve, 1000);
      });
      worker.postMessage(document.documentElement.lang || 'de-DE');
    } catch (e) {}
  }
  function start() {
    if (started) return;
    started = true;
    warmIntl();
    document.querySelectorAll('meta[name=stallwerk-module]').forEach(function (meta) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = meta.content;
      document.head.appendChild(link);
    });
    document.querySelectorAll('link[rel=modulepreload][data-entry]').forEach(function (link) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = link.href;
      document.head.appendChild(script);
    });
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 3000);
  var root = document.getElementById('root');
  if (!root || root.dataset.prerendered === undefined) return afterPaint();
  var image = root.querySelector('img[fetchpriority=high]');
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (image && image.decode && types && types.indexOf('largest-contentful-paint') >= 0) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.element === image) afterPaint();
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    image.decode().then(function () {
      setTimeout(afterPaint, 500);
    }, afterPaint);
  } else if (image && image.decode) image.decode().then(afterPaint, afterPaint);
  else afterPaint();
})();`;

/** Vite's preloads of the entry's static imports. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/**
 * The built index.html with its entry scripts started by ENTRY_LOADER (see above). `stages` are
 * the chunks the entry imports dynamically, one after the other (src/main.tsx): the loader
 * preloads them with the entry's static imports, but only the entry runs them.
 */
export function deferEntryScripts(html: string, stages: string[] = [], intlWorker?: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1]);
  if (entries.length === 0) return html;
  // Low priority: the page's HTML, main image and data come first on a slow line (a High script
  // counts as render-blocking in Lighthouse's simulation even where it blocks nothing).
  const links = entries.map((src) => `<link rel="modulepreload" crossorigin href="${src}" fetchpriority="low" data-entry>`);
  const modules: string[] = [];
  const listed = html.replace(MODULE_PRELOAD, (_, src: string) => {
    modules.push(src);
    return moduleMeta(src);
  });
  const stageMetas = stages.filter((src) => !entries.includes(src) && !modules.includes(src)).map((src) => `\n    ${moduleMeta(src)}`);
  if (intlWorker) stageMetas.push(`\n    <meta name="stallwerk-intl-worker" content="${intlWorker}">`);
  let index = 0;
  const deferred = listed.replace(ENTRY_SCRIPT, () => links[index++] + (index === links.length ? stageMetas.join('') : ''));
  if (!deferred.includes('</body>')) throw new Error('index.html has no </body> for the entry loader');
  return deferred.replace('</body>', () => `<script>${ENTRY_LOADER}</script>\n  </body>`);
}

const moduleMeta = (src: string) => `<meta name="stallwerk-module" content="${src}">`;

/** The chunks a built page's loader preloads when it starts the entry (see above). */
export function deferredModules(html: string): string[] {
  return [...html.matchAll(/<meta name="stallwerk-module" content="\/([^"]+)">/g)].map((m) => m[1]);
}
