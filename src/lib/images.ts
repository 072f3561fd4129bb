/** Default width requested for an image when the layout gives none (spec §9). */
export const DEFAULT_IMAGE_WIDTH = 800;
const MAX_WIDTH_FOR_LARGE_SOURCES = 1900;
const LARGE_SOURCE_WIDTH = 1920;

/**
 * The width to load for an image: the requested width (default 800) rounded up to the next
 * 100, capped at 1900 when the source is wider than 1920 px (spec §9).
 */
export function targetImageWidth(requested: number = DEFAULT_IMAGE_WIDTH, sourceWidth?: number | null): number {
  const wanted = Math.max(100, Math.ceil((requested > 0 ? requested : DEFAULT_IMAGE_WIDTH) / 100) * 100);
  if (sourceWidth && sourceWidth > LARGE_SOURCE_WIDTH) return Math.min(wanted, MAX_WIDTH_FOR_LARGE_SOURCES);
  return wanted;
}

export interface ImageSource {
  url: string;
  width?: number | null;
  height?: number | null;
  thumbnails?: Array<{ url: string; width: number; height?: number | null }>;
}

/**
 * Picks the URL to load: the smallest thumbnail at least as wide as the target width,
 * else the original (thumbnails are pre-rendered by the backend, so no resizing service is needed).
 */
export function sizedImageUrl(image: ImageSource, requested?: number): string {
  const target = targetImageWidth(requested, image.width);
  const fitting = [...(image.thumbnails ?? [])].filter((t) => t.width >= target).sort((a, b) => a.width - b.width)[0];
  return fitting?.url ?? image.url;
}

/** A srcset of the thumbnails (and the original), for responsive <img>. */
export function imageSrcSet(image: ImageSource): string | undefined {
  const entries = new Map<number, string>();
  for (const t of image.thumbnails ?? []) if (t.width > 0) entries.set(t.width, t.url);
  if (image.width && !entries.has(image.width)) entries.set(image.width, image.url);
  if (entries.size === 0) return undefined;
  return [...entries.entries()]
    .sort(([a], [b]) => a - b)
    .map(([w, url]) => `${url} ${w}w`)
    .join(', ');
}
