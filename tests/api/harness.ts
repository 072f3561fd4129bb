import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, DEMO_ACCESS_KEY, type ServerConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';

/** Rendered demo media, shared between runs (the seed skips images that exist). */
export const MEDIA_CACHE_DIR = resolve('.tmp/api-media');

export interface TestShop {
  app: FastifyInstance;
  db: Db;
  config: ServerConfig;
  /** Store API call with the access key; keeps the context token between calls of this client. */
  client: () => StoreClient;
  close: () => Promise<void>;
}

export interface StoreClient {
  token: string | null;
  call: (method: InjectOptions['method'], path: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  json: <T = Record<string, unknown>>(
    method: InjectOptions['method'],
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

/** A private data directory with a copy of the seeded template database (for a shop or a child process). */
export function prepareDataDir(): string {
  // globalSetup seeds one template database per run and provides its folder.
  const templateDir = inject('stallwerkTemplateDir');
  if (!templateDir || !existsSync(join(templateDir, 'shop.sqlite'))) throw new Error('The seeded template is missing: run the api project (globalSetup seeds it).');
  const dataDir = mkdtempSync(join(tmpdir(), 'stallwerk-api-'));
  copyFileSync(join(templateDir, 'shop.sqlite'), join(dataDir, 'shop.sqlite'));
  symlinkSync(MEDIA_CACHE_DIR, join(dataDir, 'media'));
  return dataDir;
}

/** A shop on a private copy of the seeded template database (no port opened: use inject). */
export async function startTestShop(env: Record<string, string> = {}): Promise<TestShop> {
  const dataDir = prepareDataDir();
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '3999', DIST_DIR: join(dataDir, 'no-dist'), ...env });
  const db = openDatabase(join(dataDir, 'shop.sqlite'));
  migrate(db);
  let app: FastifyInstance;
  try {
    app = await buildApp({ db, config });
    await app.ready();
  } catch (error) {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const client = (): StoreClient => {
    const c: StoreClient = {
      token: null,
      async call(method, path, body, headers = {}) {
        const res = await app.inject({
          method,
          url: `/store-api${path}`,
          headers: {
            'sw-access-key': DEMO_ACCESS_KEY,
            ...(c.token ? { 'sw-context-token': c.token } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        });
        const token = res.headers['sw-context-token'];
        if (typeof token === 'string' && token) c.token = token;
        return res;
      },
      async json(method, path, body, headers) {
        const res = await c.call(method, path, body, headers);
        const text = res.body;
        return { status: res.statusCode, body: (text ? JSON.parse(text) : null) as never, headers: res.headers };
      },
    };
    return c;
  };

  return {
    app,
    db,
    config,
    client,
    close: async () => {
      // A test that listened on a port may leave keep-alive connections from fetch: close them
      // instead of waiting for their idle timeout (a busy CI machine hit the 60 s hook limit).
      app.server.closeAllConnections?.();
      await app.close();
      db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
