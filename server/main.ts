import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assertStartable, DEMO_ADMIN_TOKEN, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrate } from './db/migrate';
import { isSeeded } from './db/seed';
import { prepareDemoShop } from './db/seed/demo';
import { buildApp } from './app';
import { startExtras } from './extras';
import { runPendingOrderJobs } from './store-api/order/public';

/** `npm start`: migrations, first-run seed, Store API + storefront on PORT, payment simulator on :8080. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Production refuses demo secrets before touching the data directory.
  assertStartable(config);
  const dbFile = join(config.dataDir, 'shop.sqlite');
  const firstRun = !existsSync(dbFile);
  const db = openDatabase(dbFile);
  const applied = migrate(db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const started = Date.now();
  if (!isSeeded(db)) console.log(`Seeding the demo shop into ${config.dataDir} …`);
  if (await prepareDemoShop(db, { mediaDir: join(config.dataDir, 'media'), production: config.production, config })) {
    console.log(`Demo shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else if (firstRun) {
    console.log('Database ready.');
  }

  const app = await buildApp({ db, config }, { logger: process.env.LOG_LEVEL === 'info' });
  await app.listen({ port: config.port, host: config.host });
  // Invoices and confirmation mails that a crash left pending are completed now.
  const resumed = runPendingOrderJobs({ db, config })
    .then((n) => {
      if (n) console.log(`Completed the pending invoices and mails of ${n} order(s).`);
    })
    .catch((error: unknown) => console.error('Pending order jobs failed', error));
  const extras = await startExtras({ db, config });

  const shopUrl = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Stallwerk is running: ${shopUrl}/`,
    `  Store API:            ${shopUrl}/store-api`,
    `  Access key:           ${config.accessKey}`,
    // Never the token itself: start-up output ends up in logs.
    `  Admin API token:      ${config.adminToken === DEMO_ADMIN_TOKEN ? 'the demo token (see .env.example; set ADMIN_TOKEN for anything public)' : 'set (ADMIN_TOKEN)'}`,
    ...extras.lines,
    '',
  ];
  console.log(lines.join('\n'));

  const stop = async () => {
    await resumed;
    await extras.close();
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.message.startsWith('Refusing to start') ? error.message : error);
  process.exit(1);
});
