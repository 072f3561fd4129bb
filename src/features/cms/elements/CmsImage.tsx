import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ImageView, LinkTarget } from '../../../api';
import { classifyLink } from '../../../lib/safeUrl';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { useLocalePath } from '../../session';

export interface CmsImageProps {
  image?: ImageView;
  link?: LinkTarget;
  displayMode: 'standard' | 'cover' | 'contain';
  minHeight?: string;
  width?: number;
  priority?: boolean;
  /** Rounded corners (off for full-bleed sliders). */
  rounded?: boolean;
}

/** Image element with the block's display mode; links go through the link-safety rules. */
export function CmsImage({ image, link, displayMode, minHeight, width, priority, rounded = true }: CmsImageProps) {
  const lp = useLocalePath();
  if (!image) return null;
  const fill = displayMode !== 'standard';
  const img = (
    <ResponsiveImage
      image={image}
      width={width}
      priority={priority}
      sizes="(max-width: 900px) 100vw, 50vw"
      sx={{
        width: '100%',
        borderRadius: rounded ? 2 : 0,
        ...(fill ? { height: '100%', minHeight: { xs: 180, md: minHeight ?? 240 }, maxHeight: { xs: 240, md: 'none' }, objectFit: displayMode } : {}),
      }}
    />
  );
  const kind = link ? classifyLink(link.href, window.location.origin) : 'refused';
  if (!link || kind === 'refused') return <Box sx={{ height: fill ? '100%' : undefined }}>{img}</Box>;
  const href = kind === 'internal' && link.href.startsWith('/') ? lp(link.href) : link.href;
  return (
    <Link href={href} {...(link.newTab || kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})} sx={{ display: 'block', height: fill ? '100%' : undefined }}>
      {img}
    </Link>
  );
}
