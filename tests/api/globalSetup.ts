import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { prepareDemoShop } from '../../server/db/seed/demo';
import { MEDIA_CACHE_DIR } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    stallwerkTemplateDir: string;
  }
}

/**
 * Seeds one template database per test run (its own folder, so parallel runs never share a
 * half-written template); media renders are cached between runs.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const templateDir = resolve(`.tmp/api-template-${process.pid}-${Date.now()}`);
  mkdirSync(templateDir, { recursive: true });
  mkdirSync(MEDIA_CACHE_DIR, { recursive: true });
  const db = openDatabase(join(templateDir, 'shop.sqlite'));
  migrate(db);
  // Development settings whatever the run's NODE_ENV: the template gets the demo order history.
  const config = { ...loadConfig({ ...process.env, NODE_ENV: 'development' }), dataDir: templateDir };
  await prepareDemoShop(db, { mediaDir: MEDIA_CACHE_DIR, config });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  project.provide('stallwerkTemplateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}
