import Box, { type BoxProps } from '@mui/material/Box';
import type { ImageView } from '../api';
import { imageSrcSet, sizedImageUrl } from '../lib/images';

export interface ResponsiveImageProps extends Omit<BoxProps<'img'>, 'src'> {
  image: ImageView;
  /** Width the layout shows the image at; picks the thumbnail (default 800, spec §9). */
  width?: number;
  /**
   * How wide the layout shows it, for the browser's pick from the srcset; without it, `width`
   * pixels. (With neither, the browser assumes the viewport's width: a phone fetched the 800 px
   * thumbnail for a 72 px gallery button.)
   */
  sizes?: string;
  priority?: boolean;
}

/** An <img> with the spec's sizing rule, a srcset of the thumbnails and lazy loading. */
export function ResponsiveImage({ image, width, sizes, priority, alt, sx, ...rest }: ResponsiveImageProps) {
  return (
    <Box
      component="img"
      src={sizedImageUrl(image, width)}
      srcSet={imageSrcSet(image)}
      sizes={sizes ?? (width ? `${width}px` : undefined)}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={{ display: 'block', maxWidth: '100%', height: 'auto', ...sx }}
      {...rest}
    />
  );
}
