// Writes `.br` and `.gz` next to every text file of a build (default: dist/), so the server hands
// them out as they are (@fastify/static `preCompressed`) instead of compressing on each request.
// Run by the Vite build (plugin in vite.config.ts) after the service worker is written; callable
// by hand: `npx tsx scripts/precompress.ts [dir]`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PRECOMPRESSED_TYPES = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this a compressed copy is not worth a second file (and the server sends small files as they are). */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every text file of `dir` at the highest levels; returns bytes before and after. */
export function precompressDir(dir: string): { files: number; raw: number; gzip: number; brotli: number } {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const path of files(dir)) {
    if (!PRECOMPRESSED_TYPES.test(path) || statSync(path).size < MIN_BYTES) continue;
    const source = readFileSync(path);
    // Payloads and prerendered pages are many (hundreds per locale): a faster level, nearly as small.
    const payload = path.endsWith('_payload.json') || path.endsWith('_page.html');
    const gz = gzipSync(source, { level: payload ? 6 : 9 });
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: payload ? 9 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${path}.gz`, gz);
    writeFileSync(`${path}.br`, br);
    totals.files++;
    totals.raw += source.length;
    totals.gzip += gz.length;
    totals.brotli += br.length;
  }
  return totals;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const dir = process.argv[2] ?? 'dist';
  const t = precompressDir(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`precompressed ${t.files} files in ${dir}: ${kb(t.raw)} → gzip ${kb(t.gzip)}, brotli ${kb(t.brotli)}`);
}
