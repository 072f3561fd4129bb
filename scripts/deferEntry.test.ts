// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferEntryScripts, deferredModules, ENTRY_LOADER } from './deferEntry';

const BUILT = `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/rolldown-runtime-Ab12.js"></script>
    <script type="module" crossorigin src="/assets/shell-Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('deferEntryScripts: a prerendered page paints before the app runs', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('turns the entry scripts into modulepreload links, in order, and appends the loader', () => {
    const html = deferEntryScripts(BUILT);
    expect(html).not.toContain('<script type="module"');
    const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low" data-entry>/g)].map((m) => m[1]);
    expect(links).toEqual(['/assets/rolldown-runtime-Ab12.js', '/assets/shell-Cd34.js']);
    expect(html.indexOf(ENTRY_LOADER)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(deferEntryScripts(html)).toBe(html);
  });

  it('lists the entry’s imports and stages for the loader instead of fetching them with the page', () => {
    const built = BUILT.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/shell-react-Ef56.js">\n  </head>');
    const html = deferEntryScripts(built, ['/assets/shell-react-Ef56.js', '/assets/shell-ui-Gh78.js', '/assets/shell-Cd34.js']);
    const entries = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low" data-entry>/g)].map((m) => m[1]);
    expect(entries).toEqual(['/assets/rolldown-runtime-Ab12.js', '/assets/shell-Cd34.js']);
    // Nothing else is preloaded by the page itself: its main image has the line to itself.
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(2);
    expect(deferredModules(html)).toEqual(['assets/shell-ui-Gh78.js', 'assets/shell-react-Ef56.js']);
  });

  const loaded = () => [...document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src'));
  const preloaded = () => [...document.head.querySelectorAll('link[rel=modulepreload]:not([data-entry])')].map((l) => l.getAttribute('href'));
  const page = (root: string) => {
    document.head.innerHTML =
      '<link rel="modulepreload" crossorigin href="/assets/a.js" data-entry><link rel="modulepreload" crossorigin href="/assets/b.js" data-entry><meta name="stallwerk-module" content="/assets/c.js">';
    document.body.innerHTML = root;
    new Function(ENTRY_LOADER)();
  };

  it('starts the shell’s app right after its first frame has painted, not before', async () => {
    vi.useFakeTimers();
    page('<div id="root"></div>');
    expect(loaded()).toEqual([]);
    expect(preloaded()).toEqual([]);
    // A frame (requestAnimationFrame), then a task after its paint.
    await vi.advanceTimersByTimeAsync(20);
    expect(loaded()).toEqual([expect.stringMatching(/\/assets\/a\.js$/), expect.stringMatching(/\/assets\/b\.js$/)]);
    expect(preloaded()).toEqual([expect.stringMatching(/\/assets\/c\.js$/)]);
  });

  it('starts a prerendered page’s app after its main image is decoded and a frame painted', async () => {
    vi.useFakeTimers();
    let decoded!: () => void;
    HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    page('<div id="root" data-prerendered="/"><img fetchpriority="high" src="/media/a.webp"></div>');
    await vi.advanceTimersByTimeAsync(1000);
    expect(loaded()).toEqual([]);
    expect(preloaded()).toEqual([]);
    decoded();
    await vi.advanceTimersByTimeAsync(50);
    expect(loaded()).toHaveLength(2);
    expect(preloaded()).toHaveLength(1);
  });

  it('where the browser reports its largest paint, starts after the report on the image, not at its decoding', async () => {
    vi.useFakeTimers();
    let report!: (entries: Array<{ element: Element }>) => void;
    const observed: unknown[] = [];
    class LcpObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => Array<{ element: Element }> }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe(options: unknown) {
        observed.push(options);
      }
    }
    vi.stubGlobal('PerformanceObserver', LcpObserver);
    let decoded!: () => void;
    HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    page('<div id="root" data-prerendered="/"><p>Einstreu</p><img fetchpriority="high" src="/media/a.webp"></div>');
    expect(observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    decoded();
    report([{ element: document.querySelector('p')! }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(loaded()).toEqual([]);
    report([{ element: document.querySelector('img')! }]);
    await vi.advanceTimersByTimeAsync(50);
    expect(loaded()).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('starts half a second after decoding when the image is not the largest paint', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        observe() {}
      },
    );
    let decoded!: () => void;
    HTMLImageElement.prototype.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    page('<div id="root" data-prerendered="/"><img fetchpriority="high" src="/media/a.webp"></div>');
    decoded();
    await vi.advanceTimersByTimeAsync(400);
    expect(loaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(loaded()).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('names the Intl worker for the loader, which starts it with the code and hands the app a promise of its end (issue 16, TBT)', async () => {
    const html = deferEntryScripts(BUILT, [], '/assets/intlWarmup.worker-Ij90.js');
    expect(html).toContain('<meta name="stallwerk-intl-worker" content="/assets/intlWarmup.worker-Ij90.js">');
    vi.useFakeTimers();
    const started: Array<{ url: string; messages: unknown[]; worker: { onmessage?: () => void } }> = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage?: () => void;
        constructor(url: string) {
          started.push({ url, messages: [], worker: this });
        }
        postMessage(message: unknown) {
          started.at(-1)!.messages.push(message);
        }
      },
    );
    document.documentElement.lang = 'fr-FR';
    page('<div id="root"></div>');
    document.head.insertAdjacentHTML('beforeend', '<meta name="stallwerk-intl-worker" content="/assets/intlWarmup.worker-Ij90.js">');
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    // With the code, not before the page has painted.
    expect(loaded()).toHaveLength(2);
    expect(started).toEqual([{ url: '/assets/intlWarmup.worker-Ij90.js', messages: ['fr-FR'], worker: expect.anything() }]);
    const warm = (window as { __stallwerkIntlWarm?: Promise<void> }).__stallwerkIntlWarm;
    expect(warm).toBeInstanceOf(Promise);
    let settled = false;
    void warm!.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    started[0].worker.onmessage!();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    vi.unstubAllGlobals();
    delete (window as { __stallwerkIntlWarm?: Promise<void> }).__stallwerkIntlWarm;
  });

  it('starts it after 3 s when the image never arrives', async () => {
    vi.useFakeTimers();
    HTMLImageElement.prototype.decode = () => new Promise<void>(() => undefined);
    page('<div id="root" data-prerendered="/"><img fetchpriority="high" src="/media/a.webp"></div>');
    await vi.advanceTimersByTimeAsync(2900);
    expect(loaded()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(loaded()).toHaveLength(2);
  });
});
