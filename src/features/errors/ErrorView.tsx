import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '../../i18n/locales';

export interface ErrorViewProps {
  locale: Locale;
  header: string;
  text?: string;
  illustration?: ReactNode;
  /** Extra actions (e.g. retry) next to the home button. */
  actions?: ReactNode;
  showHome?: boolean;
}

/** Header, optional text and a "go back home" button to the language-prefixed home page. */
export function ErrorView({ locale, header, text, illustration, actions, showHome = true }: ErrorViewProps) {
  const { t } = useTranslation('errors');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      {illustration && <Box sx={{ mb: 3, display: 'flex', justifyContent: 'center' }}>{illustration}</Box>}
      <Typography variant="h1" gutterBottom>
        {header}
      </Typography>
      {text && (
        <Typography sx={{ mb: 4, overflowWrap: 'anywhere' }} color="text.secondary">
          {text}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {showHome && (
          <Button variant="contained" size="large" href={localizePath(locale, '/')}>
            {t('goHome')}
          </Button>
        )}
        {actions}
      </Box>
    </Container>
  );
}
