import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** First focusable element: jumps over the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -100,
        zIndex: 2000,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      {t('a11y.skipToContent')}
    </Box>
  );
}
