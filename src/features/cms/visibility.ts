import type { SxProps, Theme } from '@mui/material/styles';
import type { BoxStyle, Visibility } from '../../api';

/**
 * Hiding per breakpoint (spec §9): mobile = xs, tablet = sm–md, desktop = lg and up.
 * Returns a responsive `display` for sx, or undefined when visible everywhere.
 */
export function visibilityDisplay(v: Visibility, shown: string = 'block'): Record<string, string> | undefined {
  if (v.mobile && v.tablet && v.desktop) return undefined;
  return { xs: v.mobile ? shown : 'none', sm: v.tablet ? shown : 'none', lg: v.desktop ? shown : 'none' };
}

/** Background colour/media of a section or block as sx. */
export function boxBackground(style: BoxStyle): SxProps<Theme> {
  const sx: Record<string, unknown> = {};
  if (style.backgroundColor) sx.backgroundColor = style.backgroundColor;
  if (style.backgroundImage) {
    sx.backgroundImage = `url("${encodeURI(style.backgroundImage.url)}")`;
    sx.backgroundSize = style.backgroundMode === 'auto' ? 'auto' : (style.backgroundMode ?? 'cover');
    sx.backgroundPosition = 'center';
    sx.backgroundRepeat = 'no-repeat';
  }
  return sx as SxProps<Theme>;
}
