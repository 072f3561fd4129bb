import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
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
  await prepareDemoShop(db, { mediaDir: MEDIA_CACHE_DIR });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  project.provide('stallwerkTemplateDir', templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}
