import { gunzipSync } from 'node:zlib';
import { expect, it, vi } from 'vitest';

// The start-up encodes its first reads' criteria: a deflate library's tables (built when its module
// loads) and its first compression held the main thread for 10-20 ms (issue 16, TBT).
vi.mock('fflate', () => {
  throw new Error('encodeCriteria loaded fflate');
});

it('encodes criteria without loading a deflate library', async () => {
  const { encodeCriteria } = await import('./criteriaQuery');
  const criteria = { limit: 1, includes: { product: ['id'] } };
  const bytes = Buffer.from(encodeCriteria(criteria).replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(criteria);
});
