import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PROVIDERS = {
  youtube: { name: 'YouTube', src: (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0` },
  vimeo: { name: 'Vimeo', src: (id: string) => `https://player.vimeo.com/video/${encodeURIComponent(id)}?dnt=1` },
} as const;

/** Video element with two-click privacy: nothing loads from the provider before the click. */
export function CmsVideo({ provider, videoId, title }: { provider: 'youtube' | 'vimeo'; videoId: string; title?: string }) {
  const { t } = useTranslation('cms');
  const [play, setPlay] = useState(false);
  const p = PROVIDERS[provider];
  if (!videoId) return null;
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#1b2a1e', color: '#fff', borderRadius: 2, overflow: 'hidden' }}>
      {play ? (
        <Box component="iframe" src={p.src(videoId)} title={title ?? p.name} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen sx={{ border: 0, width: '100%', height: '100%' }} />
      ) : (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
          <div>
            <Typography variant="h3" component="p" gutterBottom>
              {title ?? t('video.consentTitle')}
            </Typography>
            <Typography sx={{ mb: 2 }}>{t('video.consentText', { provider: p.name })}</Typography>
            <Button variant="contained" color="secondary" startIcon={<PlayCircleOutlineIcon />} onClick={() => setPlay(true)}>
              {t('video.play')}
            </Button>
          </div>
        </Box>
      )}
    </Box>
  );
}
