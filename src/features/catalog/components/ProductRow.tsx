import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../api';
import { ProductCard } from './ProductCard';

/** A horizontally scrolling row of product cards (product slider, cross-selling, recently viewed). */
export function ProductRow({ title, products, actions, note }: { title?: string; products: ProductSummary[]; actions?: ReactNode; note?: ReactNode }) {
  const { t } = useTranslation('cms');
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  if (products.length === 0) return null;
  const scroll = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: dir * rtl * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  const flip = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };
  return (
    <Box component="section" aria-labelledby={title ? id : undefined} sx={{ my: 2 }}>
      {/* The actions wrap under the title on a phone instead of pushing past the screen's edge. */}
      <Stack direction="row" alignItems="center" justifyContent="space-between" useFlexGap sx={{ mb: 1.5, flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
        {title ? (
          <Typography id={id} variant="h2">
            {title}
          </Typography>
        ) : (
          <span />
        )}
        {(products.length > 2 || actions) && (
          <Stack direction="row" spacing={1} alignItems="center" sx={{ ml: 'auto' }}>
            {actions}
            {products.length > 2 && (
              <>
                <IconButton aria-label={t('productSlider.previous')} onClick={() => scroll(-1)} sx={{ border: 1, borderColor: 'divider' }}>
                  <ChevronLeftIcon sx={flip} />
                </IconButton>
                <IconButton aria-label={t('productSlider.next')} onClick={() => scroll(1)} sx={{ border: 1, borderColor: 'divider' }}>
                  <ChevronRightIcon sx={flip} />
                </IconButton>
              </>
            )}
          </Stack>
        )}
      </Stack>
      {note}
      <Box
        component="ul"
        ref={track}
        tabIndex={0}
        aria-label={title}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '70%', sm: '42%', md: '30%', lg: '23.5%' },
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 1,
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {products.map((p, i) => (
          <li key={p.id}>
            <ProductCard product={p} inFirstRows={i < 4} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
