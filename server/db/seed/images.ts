import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { idFor } from '../../lib/ids';
import type { Row, Tr } from './types';

/** Thumbnail widths rendered for every image that is wider than them. */
export const THUMBNAIL_WIDTHS = [200, 400, 800] as const;
const WEBP = { quality: 70, effort: 2 } as const;
const MANIFEST = '.seed-manifest.json';

export interface ImageSpec {
  /** Folder below the media directory: product, hero, category, manufacturer, payment, article, cms. */
  folder: string;
  /** File name without extension, unique within the folder. */
  name: string;
  width: number;
  height: number;
  /** Draws the picture; called once per render. */
  svg: () => string;
  alt: Tr;
  title?: Tr;
}

export interface FileSpec {
  folder: string;
  name: string;
  extension: string;
  mimeType: string;
  content: () => Buffer;
  alt: Tr;
  title?: Tr;
  private?: boolean;
}

interface Thumbnail {
  width: number;
  height: number;
  path: string;
}

/** The media id of an image or file, stable across runs. */
export function mediaId(folder: string, name: string): string {
  return idFor(`media:${folder}/${name}`);
}

/**
 * Every picture and file of the seed. Data modules register what they need (the same image may be
 * registered many times, it is kept once), then `writeAll` renders the files and returns media rows.
 */
export class MediaRegistry {
  private readonly images = new Map<string, ImageSpec>();
  private readonly files = new Map<string, FileSpec>();

  image(spec: ImageSpec): string {
    const key = `${spec.folder}/${spec.name}`;
    if (!this.images.has(key)) this.images.set(key, spec);
    return mediaId(spec.folder, spec.name);
  }

  file(spec: FileSpec): string {
    const key = `${spec.folder}/${spec.name}`;
    if (!this.files.has(key)) this.files.set(key, spec);
    return mediaId(spec.folder, spec.name);
  }

  has(folder: string, name: string): boolean {
    return this.images.has(`${folder}/${name}`) || this.files.has(`${folder}/${name}`);
  }

  get size(): number {
    return this.images.size + this.files.size;
  }

  /** Renders every image (skipping up-to-date files) and writes every file; returns the media rows. */
  async writeAll(mediaDir: string): Promise<Row[]> {
    mkdirSync(mediaDir, { recursive: true });
    const manifestPath = join(mediaDir, MANIFEST);
    const manifest = readManifest(manifestPath);
    const rows: Row[] = [];
    // Identical drawings are rendered once and written under every name that uses them.
    const renders = new Map<string, Promise<RenderedImage>>();
    const specs = [...this.images.values()];
    const results = await mapLimit(specs, Math.max(2, availableParallelism()), async (spec) => {
      const svg = spec.svg();
      const hash = createHash('sha1').update(`${spec.width}x${spec.height}:${svg}`).digest('hex');
      const written = await writeImage(spec, svg, hash, mediaDir, manifest, renders);
      manifest[`${spec.folder}/${spec.name}`] = hash;
      return { spec, ...written };
    });
    for (const { spec, fileSize, thumbnails } of results) {
      rows.push({
        id: mediaId(spec.folder, spec.name),
        path: `${spec.folder}/${spec.name}.webp`,
        file_name: spec.name,
        file_extension: 'webp',
        mime_type: 'image/webp',
        file_size: fileSize,
        width: spec.width,
        height: spec.height,
        alt: spec.alt,
        title: spec.title ?? spec.alt,
        private: 0,
        thumbnails,
      });
    }
    for (const spec of this.files.values()) {
      const path = `${spec.folder}/${spec.name}.${spec.extension}`;
      const content = spec.content();
      const target = join(mediaDir, path);
      mkdirSync(dirname(target), { recursive: true });
      if (!existsSync(target) || !readFileSync(target).equals(content)) writeFileSync(target, content);
      rows.push({
        id: mediaId(spec.folder, spec.name),
        path,
        file_name: spec.name,
        file_extension: spec.extension,
        mime_type: spec.mimeType,
        file_size: content.length,
        width: null,
        height: null,
        alt: spec.alt,
        title: spec.title ?? spec.alt,
        private: spec.private ? 1 : 0,
        thumbnails: [],
      });
    }
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 1));
    return rows;
  }
}

interface RenderedImage {
  original: Buffer;
  thumbnails: Buffer[];
}

function thumbnailsFor(spec: ImageSpec): Thumbnail[] {
  return THUMBNAIL_WIDTHS.filter((w) => w < spec.width).map((w) => {
    const h = Math.round((spec.height * w) / spec.width);
    return { width: w, height: h, path: `${spec.folder}/thumbnails/${spec.name}_${w}x${h}.webp` };
  });
}

async function writeImage(
  spec: ImageSpec,
  svg: string,
  hash: string,
  mediaDir: string,
  manifest: Record<string, string>,
  renders: Map<string, Promise<RenderedImage>>,
): Promise<{ fileSize: number; thumbnails: Thumbnail[] }> {
  const thumbnails = thumbnailsFor(spec);
  const originalPath = join(mediaDir, spec.folder, `${spec.name}.webp`);
  const known = manifest[`${spec.folder}/${spec.name}`];
  if ((known === undefined || known === hash) && (await isUpToDate(originalPath, spec, thumbnails, mediaDir))) {
    return { fileSize: statSync(originalPath).size, thumbnails };
  }
  let render = renders.get(hash);
  if (!render) {
    render = renderSvg(svg, spec, thumbnails);
    renders.set(hash, render);
  }
  const rendered = await render;
  mkdirSync(join(mediaDir, spec.folder, 'thumbnails'), { recursive: true });
  writeFileSync(originalPath, rendered.original);
  thumbnails.forEach((t, i) => writeFileSync(join(mediaDir, t.path), rendered.thumbnails[i]));
  return { fileSize: rendered.original.length, thumbnails };
}

/** An existing file is kept when it and its thumbnails are there with the expected pixel size. */
async function isUpToDate(path: string, spec: ImageSpec, thumbnails: Thumbnail[], mediaDir: string): Promise<boolean> {
  if (!existsSync(path) || thumbnails.some((t) => !existsSync(join(mediaDir, t.path)))) return false;
  try {
    const meta = await sharp(path).metadata();
    return meta.width === spec.width && meta.height === spec.height;
  } catch {
    return false;
  }
}

async function renderSvg(svg: string, spec: ImageSpec, thumbnails: Thumbnail[]): Promise<RenderedImage> {
  // Rasterise once; encode the original from those pixels and derive each thumbnail from the next
  // larger size (cheaper than resizing the full picture three times).
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 }).resize(spec.width, spec.height, { fit: 'fill' }).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const original = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .webp(WEBP)
    .toBuffer();
  const thumbs = new Array<Buffer>(thumbnails.length);
  let source = { data, width: info.width, height: info.height, channels: info.channels };
  for (let i = thumbnails.length - 1; i >= 0; i--) {
    const t = thumbnails[i];
    const resized = await sharp(source.data, { raw: { width: source.width, height: source.height, channels: source.channels } })
      .resize(t.width, t.height, { fit: 'fill' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    source = { data: resized.data, width: resized.info.width, height: resized.info.height, channels: resized.info.channels };
    thumbs[i] = await sharp(source.data, { raw: { width: source.width, height: source.height, channels: source.channels } })
      .webp(WEBP)
      .toBuffer();
  }
  return { original, thumbnails: thumbs };
}

function readManifest(path: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  });
  await Promise.all(workers);
  return results;
}
