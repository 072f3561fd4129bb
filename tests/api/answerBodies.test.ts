import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCESS_KEY, loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/connection';
import { idFor } from '../../server/lib/ids';
import { createStoreApi } from '../../server/store-api';
import { prepareDataDir } from './harness';

/**
 * A cached listing answer is serialized once per includes variant (server/answerBodies.ts). The
 * serializer that hands out the kept text must not hand it out for anything else sent on the same
 * reply: an error raised after serialization (here by an onSend hook) goes out as that error.
 */
describe('kept answer text and errors on the same reply', () => {
  let app: FastifyInstance;
  let db: Db;
  let dataDir: string;
  let failNext = false;

  beforeAll(async () => {
    dataDir = prepareDataDir();
    db = openDatabase(join(dataDir, 'shop.sqlite'));
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '3999', DIST_DIR: join(dataDir, 'no-dist') });
    app = Fastify();
    app.setErrorHandler((_error, _req, reply) => reply.status(500).send({ errors: [{ status: '500', code: 'FAILED_AFTER_SERIALIZATION' }] }));
    app.addHook('onSend', async (_req, _reply, payload) => {
      if (failNext && typeof payload === 'string' && payload.includes('"elements"')) {
        failNext = false;
        throw new Error('storage failed');
      }
      return payload;
    });
    await app.register(createStoreApi({ db, config }), { prefix: '/store-api' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const listing = () => app.inject({ method: 'GET', url: `/store-api/product-listing/${idFor('category:bedding')}?limit=24`, headers: { 'sw-access-key': DEMO_ACCESS_KEY } });

  it('sends the error, not the kept listing, when a hook fails after the listing was serialized', async () => {
    const first = await listing();
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toHaveProperty('elements');

    // Read again: the kept text is handed to Fastify, then a hook fails.
    failNext = true;
    const failed = await listing();
    expect(failed.statusCode).toBe(500);
    expect(JSON.parse(failed.body)).toEqual({ errors: [{ status: '500', code: 'FAILED_AFTER_SERIALIZATION' }] });

    // The kept text is intact for the next read.
    const again = await listing();
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
  });

  it('does the same on the first read, while the text is being made', async () => {
    failNext = true;
    const url = `/store-api/product-listing/${idFor('category:bedding')}?limit=12`;
    const failed = await app.inject({ method: 'GET', url, headers: { 'sw-access-key': DEMO_ACCESS_KEY } });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).toContain('FAILED_AFTER_SERIALIZATION');
    const ok = await app.inject({ method: 'GET', url, headers: { 'sw-access-key': DEMO_ACCESS_KEY } });
    expect(ok.statusCode).toBe(200);
    expect((JSON.parse(ok.body) as { elements: unknown[] }).elements).toHaveLength(12);
  });
});
