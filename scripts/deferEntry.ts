/**
 * A prerendered page paints its markup and main image before the app's code runs. The built
 * index.html names its entry modules in <script type="module">, which the browser runs as soon as
 * they arrive: on a phone, evaluating them (and starting the router) blocks the main thread for a
 * few hundred milliseconds, and the page's largest image is painted only after that. The build
 * therefore turns the entry scripts into modulepreload links (downloaded at once) and appends a small loader that starts them once the page, with its
 * fetchpriority="high" image, has painted (at most 3 s later). The shell (no prerendered markup)
 * starts them at once. The loader's text never changes: its CSP hash is computed from index.html.
 */
export const ENTRY_LOADER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[rel=modulepreload][data-entry]').forEach(function (link) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = link.href;
      document.head.appendChild(script);
    });
  }
  var root = document.getElementById('root');
  if (!root || root.dataset.prerendered === undefined) return start();
  setTimeout(start, 3000);
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  var image = root.querySelector('img[fetchpriority=high]');
  if (image && image.decode) image.decode().then(afterPaint, afterPaint);
  else afterPaint();
})();`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** The built index.html with its entry scripts started by ENTRY_LOADER (see above). */
export function deferEntryScripts(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1]);
  if (entries.length === 0) return html;
  // Low priority: the page's HTML, main image and data come first on a slow line (a High script
  // counts as render-blocking in Lighthouse's simulation even where it blocks nothing).
  const links = entries.map((src) => `<link rel="modulepreload" crossorigin href="${src}" fetchpriority="low" data-entry>`);
  let index = 0;
  const preloaded = html.replace(ENTRY_SCRIPT, () => links[index++]);
  if (!preloaded.includes('</body>')) throw new Error('index.html has no </body> for the entry loader');
  return preloaded.replace('</body>', () => `<script>${ENTRY_LOADER}</script>\n  </body>`);
}
