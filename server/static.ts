import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import { errors } from './store-api/errors';
import { DEFAULT_LOCALE, detectLocale, LOCALE_COOKIE, localizePath, type Locale } from '../src/i18n/locales';
import { PAGE_FILE, showsPrerenderedPage } from '../src/lib/pageUrl';
import { redirectFor, type RedirectRule } from '../src/lib/routeRedirects';
import { sendHtmlFile, setBuiltFileHeaders } from './transport';

const API_PREFIXES = ['/store-api', '/admin-api', '/media/', '/mailbox'];

/** The browser's languages in the order of their q-values (stable for equal weights). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The locale of a visitor at the shop's root (spec §2): the storefront's own rule (a valid cookie,
 * else the browser's languages, else German), fed from the request's headers.
 */
export function rootLocale(headers: FastifyRequest['headers']): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(headers.cookie ?? '')?.[1];
  return detectLocale(cookie, acceptedLanguages(headers['accept-language']));
}

/** The prerendered document of a page path, if the build wrote one. */
export function prerenderedPage(distDir: string, urlPath: string, headers: FastifyRequest['headers']): string | null {
  let path: string;
  try {
    path = posix.normalize(decodeURIComponent(urlPath));
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split('/').some((segment) => segment.startsWith('.') || segment.startsWith('_'))) return null;
  if (path === '/' && rootLocale(headers) !== DEFAULT_LOCALE) return null;
  const file = join(distDir, path, PAGE_FILE);
  return file.startsWith(distDir) && existsSync(file) ? file : null;
}

type Manifest = Parameters<typeof redirectFor>[0];
const manifests = new Map<string, { stamp: number; manifest: Manifest }>();

/**
 * The redirect the current build's route-rule manifest names for a page path (spec §2), read
 * again when a new build replaces `builds/latest.json` while the server runs.
 */
export function manifestRedirect(distDir: string, path: string): RedirectRule | null {
  const latestFile = join(distDir, 'builds', 'latest.json');
  let stamp: number;
  try {
    stamp = statSync(latestFile).mtimeMs;
  } catch {
    return null;
  }
  let cached = manifests.get(distDir);
  if (!cached || cached.stamp !== stamp) {
    let manifest: Manifest = null;
    try {
      const { id } = JSON.parse(readFileSync(latestFile, 'utf8')) as { id: string };
      manifest = JSON.parse(readFileSync(join(distDir, 'builds', 'meta', `${id}.json`), 'utf8')) as Manifest;
    } catch {
      // A build without (or with a broken) manifest redirects nothing.
    }
    cached = { stamp, manifest };
    manifests.set(distDir, cached);
  }
  return redirectFor(cached.manifest, path);
}

/** Serves product media from DATA_DIR/media and the built storefront with an SPA fallback. */
export async function registerStaticSite(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const mediaDir = join(deps.config.dataDir, 'media');
  // Private media (downloads of digital products) is only handed out through the Store API.
  app.addHook('onRequest', async (req, reply) => {
    let path = req.url.split('?')[0];
    try {
      path = posix.normalize(decodeURIComponent(path));
    } catch {
      path = '/media/private/';
    }
    if (path.startsWith('/media/private')) {
      const e = errors.privateMediaNotFound();
      return reply.status(404).send(e.toJSON());
    }
  });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });

  const distDir = deps.config.distDir;
  const hasDist = existsSync(join(distDir, 'index.html'));
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      // Files are looked up per request, not listed at start: a build made while the server runs
      // (new hashed chunks next to the previous build's) is served without a restart.
      wildcard: true,
      index: false,
      // The build writes .br/.gz next to every text file (scripts/precompress.ts).
      preCompressed: true,
      // `send` would add its own `max-age=0` after setHeaders: cache-control is ours alone.
      cacheControl: false,
      // Hashed assets never change; the shell and the service worker must always be revalidated.
      setHeaders: setBuiltFileHeaders,
    });
  }

  const sendPage = (req: FastifyRequest, reply: FastifyReply, path: string) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    if (path === '/') {
      // The root sends other languages to their locale's home right away, as the storefront would
      // after loading (it remembers the choice the same way), so they get that home prerendered.
      reply.header('vary', 'Accept-Language, Cookie');
      const locale = rootLocale(req.headers);
      if (locale !== DEFAULT_LOCALE) {
        const secure = req.protocol === 'https' ? '; Secure' : '';
        reply.header('set-cookie', `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax${secure}`);
        return reply.header('cache-control', 'no-cache').redirect(`${localizePath(locale, '/')}${query}`, 302);
      }
    }
    const redirect = manifestRedirect(distDir, path);
    if (redirect) return reply.header('cache-control', 'public, max-age=3600').redirect(`${redirect.to}${query}`, redirect.statusCode);
    // A page the build prerendered (scripts/payloads.ts) paints before the app's JavaScript runs;
    // with a query (a listing's page, sorting, filters, a search) it would show other data, but a
    // campaign's or the installed app's start parameters (utm_*, source=pwa) leave it the same.
    const page = showsPrerenderedPage(query) ? prerenderedPage(distDir, path, req.headers) : null;
    // Client-side routes: the storefront decides what exists (and renders its own 404 page).
    return sendHtmlFile(req, reply, page ?? join(distDir, 'index.html'));
  };

  if (hasDist) {
    // A page path ending in '/' names a directory of the build (its payload lives there), which the
    // static files plugin refuses (403) to a client that asks for no compressed variant.
    app.addHook('onRequest', async (req, reply) => {
      const path = req.url.split('?')[0];
      if ((req.method === 'GET' || req.method === 'HEAD') && path.endsWith('/') && !API_PREFIXES.some((p) => path.startsWith(p))) return sendPage(req, reply, path);
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (req.method !== 'GET' || API_PREFIXES.some((p) => path.startsWith(p)) || /\.[a-z0-9]{2,5}$/i.test(path) || !hasDist) {
      const e = errors.routeNotFound(req.method, path);
      return reply.status(404).send(e.toJSON());
    }
    return sendPage(req, reply, path);
  });
}
