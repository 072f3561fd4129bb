/**
 * Transport concerns of every answer, kept apart from routes and security headers:
 * - on-the-fly brotli/gzip for dynamic text answers above a size threshold (Store API JSON, admin, mail);
 * - static files are precompressed at build time (`scripts/precompress.ts` via the Vite plugin)
 *   and served as `.br`/`.gz` siblings, see `server/static.ts`;
 * - cache-control of built files: hashed assets immutable for a year, everything else revalidated;
 * - ETags with 304 answers on Store API GET reads (catalogue, navigation, CMS …);
 * - answers a route hands out again unchanged (server/answerBodies.ts) reuse their ETag and
 *   compressed bytes instead of hashing and compressing the same text for every read.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
// The default import: the module object is read at each call, so tests can watch the compressor.
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyBeingSent } from './answerBodies';

/** Answers smaller than this go out uncompressed: the encoding overhead would outweigh the gain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

/** Built files whose names carry a content hash (Vite writes them to /assets/). */
const HASHED_ASSET = /[\\/]assets[\\/]/;

/** The encodings answers are compressed with, in the server's order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** @fastify/compress's own settings (brotli quality 4, zlib's default gzip level), for the kept bytes too. */
const COMPRESSORS: Record<Encoding, (text: string) => Buffer> = {
  br: (text) => zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (text) => zlib.gzipSync(text),
};

/** Registers compression and ETags; call before any route is registered. */
export async function registerTransport(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: [...ENCODINGS],
    // Request bodies are small JSON: never inflate what clients send.
    globalDecompression: false,
  });
  // Instance hooks run before @fastify/compress's route hook: the ETag describes the JSON text,
  // and an answer compressed here already is passed through by the plugin.
  app.addHook('onSend', varyOnEncoding);
  app.addHook('onSend', storeApiEtag);
  app.addHook('onSend', keptCompressedBody);
}

const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|manifest\+json|xml)|image\/svg)/i;

/** Text answers exist in several encodings: caches must key them by Accept-Encoding (CORS already adds Origin). */
async function varyOnEncoding(_req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const type = String(reply.getHeader('content-type') ?? '');
  if (!reply.hasHeader('content-encoding') && !COMPRESSIBLE_TYPE.test(type)) return payload;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return payload;
}

/**
 * Store API GET reads carry a weak ETag of their body and `private, no-cache`, so a browser keeps
 * them and revalidates: an unchanged answer comes back as an empty 304. (The body already reflects
 * language, currency and context, so equal ETags mean equal answers.)
 */
async function storeApiEtag(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return payload;
  if (!req.url.startsWith('/store-api/') || typeof payload !== 'string') return payload;
  // Answers that must never be kept (payment sessions, documents) get no validator either.
  if (/no-store/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
  const kept = bodyBeingSent(req, payload);
  const etag = kept ? (kept.etag ??= etagOf(payload)) : etagOf(payload);
  reply.header('etag', etag);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
  if (etagMatches(req.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return '';
  }
  return payload;
}

const etagOf = (text: string): string => `W/"${createHash('sha1').update(text).digest('base64url')}"`;

/**
 * A kept answer (server/answerBodies.ts) goes out in the bytes it was compressed into the first
 * time it was sent in that encoding. Negotiated as @fastify/compress does it, which then sees the
 * content-encoding and leaves the answer alone. Compressed in one synchronous call even above the
 * plugin's streaming size (8 KB on two cores): that happens once per answer, and the stream's
 * per-answer zlib context cost more than it overlapped (bench, 506 uncached search terms at
 * 50 requests/s: p95 49 -> 34-39 ms).
 */
async function keptCompressedBody(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const kept = bodyBeingSent(req, payload);
  if (!kept || typeof payload !== 'string' || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
  if (req.headers['x-no-compression'] !== undefined || payload.length < COMPRESS_THRESHOLD_BYTES) return payload;
  const accepted = req.headers['accept-encoding'];
  if (!accepted) return payload;
  // The plugin treats `*` and x-gzip as gzip; the same here.
  const encoding = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]) as Encoding | null;
  if (encoding !== 'br' && encoding !== 'gzip') return payload;
  let bytes = kept.encoded.get(encoding);
  if (!bytes) {
    bytes = COMPRESSORS[encoding](payload);
    kept.encoded.set(encoding, bytes);
  }
  reply.header('content-encoding', encoding);
  reply.header('content-length', bytes.length);
  return bytes;
}

/** `If-None-Match` compares weakly: W/"x" and "x" are the same validator. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === wanted);
}

/** `setHeaders` of @fastify/static for the built storefront. */
export function setBuiltFileHeaders(res: { setHeader: (name: string, value: string) => unknown }, path: string): void {
  res.setHeader('cache-control', HASHED_ASSET.test(path) ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
}

/** The encoding a client accepts, brotli preferred; `undefined` for identity. */
export function negotiateEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * Sends a built HTML file (the SPA shell, later prerendered pages) from its precompressed sibling
 * when the client accepts one, revalidated on every visit.
 */
export function sendHtmlFile(req: FastifyRequest, reply: FastifyReply, file: string): FastifyReply {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const variant = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : undefined;
  reply.header('cache-control', CACHE_REVALIDATE).type('text/html; charset=utf-8');
  if (variant && existsSync(variant)) {
    // Already encoded: the on-the-fly compressor leaves answers with a content-encoding alone.
    return reply.header('content-encoding', encoding).send(readFileSync(variant));
  }
  return reply.send(readFileSync(file, 'utf8'));
}
