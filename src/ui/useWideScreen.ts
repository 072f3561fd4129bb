import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the screen is wide enough for the parts that only show there (MUI's `md` and up: the
 * filter sidebar, the top bar's switchers). Phones hide those with CSS; rendering them anyway
 * cost a phone a hydration of invisible form controls after every first paint.
 *
 * While a prerendered page hydrates it answers false, as the prerenderer did, so the markup
 * matches; a wide screen renders its parts right after. Later renders read the screen at once.
 */
export function useWideScreen(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
}
