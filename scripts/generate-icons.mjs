#!/usr/bin/env node
// Draws the Stallwerk app icons (horseshoe mark) as SVG and renders the PNG sizes the web app
// manifest and the browsers need into public/icons/ with sharp. Run after changing the mark:
//   node scripts/generate-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const out = join(new URL('..', import.meta.url).pathname, 'public', 'icons');
mkdirSync(out, { recursive: true });

const FOREST = '#24472b';
const STRAW = '#f3e7c4';

/** The mark on a rounded square (any-purpose icons). */
const mark = (radius = 14) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${radius}" fill="${FOREST}"/>
  <path d="M18 50V30a14 14 0 0 1 28 0v20" fill="none" stroke="${STRAW}" stroke-width="8" stroke-linecap="round"/>
  <g fill="${FOREST}"><circle cx="18" cy="34" r="2"/><circle cx="46" cy="34" r="2"/><circle cx="21" cy="22" r="2"/><circle cx="43" cy="22" r="2"/></g>
</svg>`;

/** Maskable: full-bleed background, the mark inside the 80 % safe zone. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${FOREST}"/>
  <g transform="translate(12.8 12.8) scale(0.6)">
    <path d="M18 50V30a14 14 0 0 1 28 0v20" fill="none" stroke="${STRAW}" stroke-width="8" stroke-linecap="round"/>
    <g fill="${FOREST}"><circle cx="18" cy="34" r="2"/><circle cx="46" cy="34" r="2"/><circle cx="21" cy="22" r="2"/><circle cx="43" cy="22" r="2"/></g>
  </g>
</svg>`;

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 64) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(out, file));

writeFileSync(join(out, 'favicon.svg'), mark());
await Promise.all([
  render(mark(), 32, 'favicon-32.png'),
  render(mark(), 192, 'icon-192.png'),
  render(mark(), 512, 'icon-512.png'),
  render(mark(0), 180, 'apple-touch-icon.png'),
  render(maskable, 192, 'maskable-192.png'),
  render(maskable, 512, 'maskable-512.png'),
]);
console.log(`Icons written to ${out}`);
