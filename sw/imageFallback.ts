/**
 * Images the worker cannot fetch (offline) and has not kept. A page opened offline from its payload
 * asks for the thumbnail its layout needs, which the device may hold in another size only (seen on
 * another page: a listing's card is half as wide as a product's gallery): that one answers.
 * With none, a neutral placeholder keeps the card a card instead of a broken image and its alt text.
 */

/** The width of a thumbnail URL (`…/thumbnails/name_400x167.webp`); null for an original. */
export function thumbnailWidth(url: string): number | null {
  const match = /_(\d+)x\d+\.[a-z0-9]+$/i.exec(new URL(url).pathname);
  return match ? Number(match[1]) : null;
}

/**
 * One key for every size of an image: Shopware's thumbnails live under `/thumbnail/` (or a
 * `thumbnails/` folder beside the original) with `_{w}x{h}` before the extension.
 */
export function imageIdentity(url: string): string {
  const { origin, pathname } = new URL(url);
  const path = pathname
    .replace(/^\/thumbnail\//, '/media/')
    .replace(/\/thumbnails\//, '/')
    .replace(/_\d+x\d+(\.[a-z0-9]+)$/i, '$1');
  return origin + path;
}

/**
 * Of the kept sizes of the same image, the one that serves a `wanted`-wide slot best: the smallest
 * at least as wide, else the widest (an original counts as wider than any thumbnail).
 */
export function pickOtherSize(wanted: string, kept: readonly string[]): string | undefined {
  const identity = imageIdentity(wanted);
  const width = thumbnailWidth(wanted) ?? Infinity;
  const sizes = kept.filter((url) => url !== wanted && imageIdentity(url) === identity).map((url) => ({ url, width: thumbnailWidth(url) ?? Infinity }));
  const wideEnough = sizes.filter((s) => s.width >= width).sort((a, b) => a.width - b.width)[0];
  return (wideEnough ?? sizes.sort((a, b) => b.width - a.width)[0])?.url;
}

// Material's "cloud off" (@mui/icons-material CloudOff), the sign the account and checkout show offline.
const CLOUD_OFF =
  'M19.35 10.04C18.67 6.59 15.64 4 12 4c-1.48 0-2.85.43-4.01 1.17l1.46 1.46C10.21 6.23 11.08 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 1.13-.64 2.11-1.56 2.62l1.45 1.45C23.16 18.16 24 16.68 24 15c0-2.64-2.05-4.78-4.65-4.96M3 5.27l2.75 2.74C2.56 8.15 0 10.77 0 14c0 3.31 2.69 6 6 6h11.73l2 2L21 20.73 4.27 4zM7.73 10l8 8H6c-2.21 0-4-1.79-4-4s1.79-4 4-4z';

/**
 * The placeholder: no intrinsic size or ratio, so the <img>'s width and height attributes keep the
 * layout exactly as the real image would (no shift when it arrives later).
 */
export function offlineImagePlaceholder(): Response {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%">' +
    '<rect width="100%" height="100%" fill="#efece4"/>' +
    `<svg x="50%" y="50%" overflow="visible"><path transform="translate(-18 -18) scale(1.5)" fill="#a8a293" d="${CLOUD_OFF}"/></svg>` +
    '</svg>';
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store', 'x-stallwerk-offline-image': '1' } });
}

/** A Workbox plugin for the image route: on a failed fetch with nothing kept, another size or the placeholder. */
export function imageFallback(cacheName: string) {
  return {
    handlerDidError: async ({ request }: { request: Request }): Promise<Response> => {
      try {
        const cache = await caches.open(cacheName);
        const kept = (await cache.keys()).map((r) => r.url);
        const other = pickOtherSize(request.url, kept);
        const answer = other ? await cache.match(other, { ignoreVary: true }) : undefined;
        if (answer) return answer;
      } catch {
        // No cache storage: the placeholder.
      }
      return offlineImagePlaceholder();
    },
  };
}
