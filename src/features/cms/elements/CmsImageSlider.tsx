import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageView, LinkTarget } from '../../../api';
import { CmsImage } from './CmsImage';

export interface CmsImageSliderProps {
  items: Array<{ image: ImageView; link?: LinkTarget }>;
  displayMode: 'standard' | 'cover' | 'contain';
  minHeight?: string;
  /** The first image is the page's largest element: load it eagerly. */
  priority?: boolean;
}

const flip = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };

/** Swipeable image slider (scroll snap) with arrows and dots; no autoplay. */
export function CmsImageSlider({ items, displayMode, minHeight, priority }: CmsImageSliderProps) {
  const { t } = useTranslation('cms');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  if (items.length === 0) return null;
  const go = (next: number) => {
    const el = track.current;
    if (!el) return;
    const target = (next + items.length) % items.length;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollTo({ left: rtl * target * el.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth) setIndex(Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
  };
  const height = minHeight ?? (displayMode === 'standard' ? undefined : '420px');
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t('slider.label')} sx={{ position: 'relative' }}>
      <Box
        ref={track}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={t('slider.label')}
        role="group"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') go(index + 1);
          if (e.key === 'ArrowLeft') go(index - 1);
        }}
        sx={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {items.map((item, i) => (
          <Box
            key={item.image.url}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slider.goTo', { index: i + 1 })}
            aria-hidden={i !== index}
            sx={{ flex: '0 0 100%', scrollSnapAlign: 'start', height: { xs: height ? `min(${height}, 56vw)` : undefined, md: height } }}
          >
            <CmsImage
              image={item.image}
              link={item.link}
              displayMode={displayMode === 'standard' ? 'cover' : displayMode}
              minHeight="100%"
              width={1920}
              priority={priority && i === 0}
              rounded={false}
            />
          </Box>
        ))}
      </Box>
      {items.length > 1 && (
        <>
          <IconButton
            aria-label={t('slider.previous')}
            onClick={() => go(index - 1)}
            sx={{ position: 'absolute', top: '50%', insetInlineStart: 8, transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
          >
            <ChevronLeftIcon sx={flip} />
          </IconButton>
          <IconButton
            aria-label={t('slider.next')}
            onClick={() => go(index + 1)}
            sx={{ position: 'absolute', top: '50%', insetInlineEnd: 8, transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
          >
            <ChevronRightIcon sx={flip} />
          </IconButton>
          <Stack direction="row" justifyContent="center" sx={{ position: 'absolute', bottom: 4, insetInline: 0 }}>
            {items.map((item, i) => (
              <IconButton key={item.image.url} aria-label={t('slider.goTo', { index: i + 1 })} aria-current={i === index} onClick={() => go(i)} size="small">
                <Box sx={{ width: 12, height: 12, borderRadius: '50%', border: '2px solid #fff', bgcolor: i === index ? '#fff' : 'rgba(0,0,0,0.35)', boxShadow: 1 }} />
              </IconButton>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
