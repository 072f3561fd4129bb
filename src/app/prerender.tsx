/**
 * Build time only (run by scripts/payloads.ts through Vite's SSR module loader, never bundled):
 * renders a page's HTML from the same routes, loaders and components as the browser, so the
 * first visit paints the heading, products and menu before any JavaScript has run (issue 16).
 * The browser then hydrates it (src/main.tsx) once its router has the same data from the page's
 * payload.
 */
import createEmotionServer from '@emotion/server/create-instance';
import { Provider as JotaiProvider } from 'jotai';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18n, i18nForComponents } from '../i18n';
import { inlineCompletedBoundaries } from './inlineBoundaries';
import { directionOf, splitLocalePath, type Locale } from '../i18n/locales';
import { routes } from './router';
import { appStore } from './store';
import { criticalStyleTags, forgetStyles } from './theme/criticalStyles';
import { ltrCache, rtlCache } from './theme/emotionCaches';
import { ServerMarkup } from '../ui/ClientOnly';

const emotionCaches = { ltr: ltrCache, rtl: rtlCache };
const emotionServers = { ltr: createEmotionServer(ltrCache), rtl: createEmotionServer(rtlCache) };

type Direction = 'ltr' | 'rtl';

export interface PrerenderedPage {
  /** The markup inside <div id="root">. */
  body: string;
  /** <title>, meta and link tags of the page (React renders them first; they belong in <head>). */
  head: string;
  /** Emotion's style tags for exactly the rules this markup uses (critical CSS). */
  styles: string;
  lang: string;
  dir: Direction;
  /** The translation namespaces the markup used: the app loads them before it hydrates the page. */
  namespaces: string[];
}

/** react-i18next's record of the namespaces components asked for (created on the first useTranslation). */
type UsedNamespaces = { usedNamespaces: Record<string, boolean>; getUsedNamespaces: () => string[] };
const usedNamespaces = () => (i18n as unknown as { reportNamespaces?: UsedNamespaces }).reportNamespaces;

const staticHandler = createStaticHandler(routes);

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

async function settleDeferred(data: unknown): Promise<void> {
  if (!data || typeof data !== 'object') return;
  await Promise.all(Object.values(data).map((v) => (v instanceof Promise ? v.catch(() => undefined) : v)));
}

/** Title, meta and link elements React places before the markup of a root that is not a whole document. */
const LEADING_HEAD_TAGS = /^(?:<(?:title)[^>]*>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)+/;

/** A page's markup and head, rendered with the styles its direction's cache already holds. */
async function renderPage(url: string): Promise<{ body: string; head: string; locale: Locale; dir: Direction } | null> {
  const request = new Request(url);
  const context = await staticHandler.query(request);
  if (context instanceof Response) return null;
  if (context.errors || context.statusCode !== 200) return null;
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  const { locale } = splitLocalePath(new URL(url).pathname);
  const dir = directionOf(locale);
  const { prelude } = await prerenderToNodeStream(
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18nForComponents}>
        <ServerMarkup>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </ServerMarkup>
      </I18nextProvider>
    </JotaiProvider>,
  );
  const html = await streamToString(prelude);
  // Deferred reads no component awaited still belong to the page's payload.
  await Promise.all(Object.values(context.loaderData).map(settleDeferred));
  const head = LEADING_HEAD_TAGS.exec(html)?.[0] ?? '';
  return { body: inlineCompletedBoundaries(html.slice(head.length)), head, locale, dir };
}

/**
 * The page at `url` (absolute, on the backend's origin), or null when its loaders answer with a
 * redirect or an error (those pages keep the client-rendered path).
 */
export async function prerenderPage(url: string): Promise<PrerenderedPage | null> {
  const report = usedNamespaces();
  if (report) report.usedNamespaces = {};
  for (const cache of Object.values(emotionCaches)) forgetStyles(cache);
  const page = await renderPage(url);
  if (!page) return null;
  const { body, head, locale, dir } = page;
  const styles = criticalStyleTags(emotionCaches[dir], emotionServers[dir], body);
  return { body, head, styles, lang: locale, dir, namespaces: usedNamespaces()?.getUsedNamespaces() ?? [] };
}

/**
 * The critical CSS of several pages of one direction together, each style once: for the shell,
 * whose pages the browser renders itself (null when a page redirects or fails).
 */
export async function prerenderStyles(urls: readonly string[]): Promise<Pick<PrerenderedPage, 'styles' | 'dir'> | null> {
  for (const cache of Object.values(emotionCaches)) forgetStyles(cache);
  const bodies: string[] = [];
  let direction: Direction | undefined;
  for (const url of urls) {
    const page = await renderPage(url);
    if (!page || (direction && page.dir !== direction)) return null;
    direction = page.dir;
    bodies.push(page.body);
  }
  if (!direction) return null;
  return { styles: criticalStyleTags(emotionCaches[direction], emotionServers[direction], bodies.join('')), dir: direction };
}
