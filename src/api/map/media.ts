import type { ImageView } from '../types';
import { asLoose, num, str, translated, type Media } from './schemas';

/** Maps a media entity (or a product media wrapper) to an ImageView; null when there is no URL. */
export function mapImage(media: Media | null | undefined, fallbackAlt = ''): ImageView | undefined {
  if (!media) return undefined;
  const url = str(media.url) ?? str(asLoose(media.translated).url);
  if (!url) return undefined;
  const meta = asLoose(media.metaData);
  return {
    url,
    alt: translated(media, 'alt') ?? translated(media, 'title') ?? fallbackAlt,
    width: num(meta.width),
    height: num(meta.height),
    thumbnails: (media.thumbnails ?? []).filter((t) => t && str(t.url) && num(t.width)).map((t) => ({ url: t.url, width: t.width, height: num(t.height) })),
  };
}
