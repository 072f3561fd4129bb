/**
 * The bench's shop: `tsx bench/serve.ts <dataDir> <port>` serves an already prepared data
 * directory (see bench/run.ts) with the built storefront, in its own process so the load generator
 * and Lighthouse never share its event loop. Prints "ready" when listening.
 */
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { migrate } from '../server/db/migrate';

const [dataDir, port] = process.argv.slice(2);
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', RATE_LIMITS: 'off' });
const db = openDatabase(join(dataDir, 'shop.sqlite'));
migrate(db);
const app = await buildApp({ db, config });
await app.listen({ port: config.port, host: config.host });
console.log('ready');
const stop = async () => {
  await app.close();
  db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
