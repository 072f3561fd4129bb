import type { TooltipProps } from '@mui/material/Tooltip';
import { Suspense } from 'react';
import { lazyWithPreload } from './lazyWithPreload';

const MuiTooltip = lazyWithPreload(() => import('@mui/material/Tooltip'), { firstPaint: true });

/**
 * MUI's Tooltip for always-visible chrome (header icons): its code (Popper) loads after the first
 * paint; until then the child renders on its own (it carries its own aria-label, so nothing is lost).
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <MuiTooltip {...props} />
    </Suspense>
  );
}
