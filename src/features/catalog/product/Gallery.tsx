import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageView } from '../../../api';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';

const flip = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };

/** Product images: the selected one large, thumbnails to choose, arrows and keyboard. */
export function Gallery({ images, name }: { images: ImageView[]; name: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  const go = (i: number) => setIndex((i + images.length) % images.length);
  if (!current) {
    return (
      <Box sx={{ aspectRatio: '1 / 1', bgcolor: '#f1efe8', display: 'grid', placeItems: 'center', borderRadius: 3 }}>
        <ImageOutlinedIcon fontSize="large" />
      </Box>
    );
  }
  return (
    <Box component="section" aria-label={t('product.gallery')}>
      <Box
        sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: '#f1efe8', borderRadius: 3, overflow: 'hidden' }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') go(index + 1);
          if (e.key === 'ArrowLeft') go(index - 1);
        }}
      >
        <ResponsiveImage image={current} width={900} sizes="(max-width: 900px) 100vw, 50vw" alt={current.alt || name} priority sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        {images.length > 1 && (
          <>
            <IconButton
              aria-label={t('product.previousImage')}
              onClick={() => go(index - 1)}
              sx={{ position: 'absolute', top: '50%', insetInlineStart: 8, transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.9)' }}
            >
              <ChevronLeftIcon sx={flip} />
            </IconButton>
            <IconButton
              aria-label={t('product.nextImage')}
              onClick={() => go(index + 1)}
              sx={{ position: 'absolute', top: '50%', insetInlineEnd: 8, transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.9)' }}
            >
              <ChevronRightIcon sx={flip} />
            </IconButton>
            <Box
              aria-live="polite"
              sx={{ position: 'absolute', bottom: 8, insetInlineEnd: 12, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff', px: 1, borderRadius: 1, fontSize: '0.875rem', fontWeight: 600 }}
            >
              {t('product.image', { index: index + 1, count: images.length })}
            </Box>
          </>
        )}
      </Box>
      {images.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, overflowX: 'auto', pb: 0.5 }}>
          {images.map((img, i) => (
            <ButtonBase
              key={img.url}
              onClick={() => setIndex(i)}
              aria-label={t('product.image', { index: i + 1, count: images.length })}
              aria-current={i === index}
              sx={{ width: 72, height: 72, flexShrink: 0, borderRadius: 2, overflow: 'hidden', border: 2, borderColor: i === index ? 'primary.main' : 'transparent', bgcolor: '#f1efe8' }}
            >
              <ResponsiveImage image={img} width={150} sizes="72px" alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Box>
  );
}
