import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';
import { apiError, errors } from './store-api/errors';
import { sendHtmlFile, setBuiltFileHeaders } from './transport';

const API_PREFIXES = ['/store-api', '/admin-api', '/media/', '/mailbox'];

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
      const e = apiError(404, 'FRAMEWORK__ROUTE_NOT_FOUND', 'Not found.');
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

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (req.method !== 'GET' || API_PREFIXES.some((p) => path.startsWith(p)) || /\.[a-z0-9]{2,5}$/i.test(path) || !hasDist) {
      const e = errors.routeNotFound(req.method, path);
      return reply.status(404).send(e.toJSON());
    }
    // Client-side routes: the storefront decides what exists (and renders its own 404 page).
    return sendHtmlFile(req, reply, join(distDir, 'index.html'));
  });
}
