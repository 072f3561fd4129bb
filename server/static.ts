import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import { errors } from './store-api/errors';
import { sendHtmlFile, setBuiltFileHeaders } from './transport';

const API_PREFIXES = ['/store-api', '/admin-api', '/media/', '/mailbox'];

/** Written next to a page's payload by the build: `{path}/_page.html`. */
const PAGE_FILE = '_page.html';
const OTHER_LANGUAGES = ['en', 'fr', 'ar'];

/**
 * The shop's root detects the visitor's language (cookie, else the browser's languages — spec §2)
 * and moves others to their locale's home: the German home is served prerendered only to those
 * who stay on it, everyone else gets the shell that redirects them.
 */
function staysOnGermanHome(headers: FastifyRequest['headers']): boolean {
  const cookie = /(?:^|;\s*)stallwerk-locale=([^;]*)/.exec(headers.cookie ?? '')?.[1];
  if (cookie) return cookie === 'de-DE';
  const first = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim().toLowerCase().split('-')[0])
    .find((lang) => lang === 'de' || OTHER_LANGUAGES.includes(lang));
  return first === undefined || first === 'de';
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
  if (path === '/' && !staysOnGermanHome(headers)) return null;
  const file = join(distDir, path, PAGE_FILE);
  return file.startsWith(distDir) && existsSync(file) ? file : null;
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
    // A page the build prerendered (scripts/payloads.ts) paints before the app's JavaScript runs;
    // with a query (a listing's page, sorting, filters, a search) it would show other data.
    const page = req.url.includes('?') ? null : prerenderedPage(distDir, path, req.headers);
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
