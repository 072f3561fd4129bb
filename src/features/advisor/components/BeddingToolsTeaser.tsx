import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CmsBlockView } from '../../../api';
import type { Locale } from '../../../i18n/locales';
import { useLocale } from '../../session';
import { toolHref } from '../links';

/** Links to the advisor and the calculator (de-DE and en-GB only; elsewhere nothing). */
export function BeddingToolsLinks() {
  const { t } = useTranslation();
  const locale = useLocale();
  const advisor = toolHref('advisor', locale);
  const calculator = toolHref('calculator', locale);
  if (!advisor || !calculator) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
      <Button variant="contained" size="large" startIcon={<QuizOutlinedIcon />} href={advisor}>
        {t('beddingTools.toAdvisor')}
      </Button>
      <Button variant="outlined" size="large" startIcon={<CalculateOutlinedIcon />} href={calculator}>
        {t('beddingTools.toCalculator')}
      </Button>
    </Stack>
  );
}

/**
 * The home page's CMS block with the class `home-advisor` (the advisor teaser) gets the links;
 * in fr-FR and ar-AE, where the tools do not exist, the block is left out.
 */
export function advisorTeaserExtra(locale: Locale) {
  return (block: CmsBlockView) => {
    if (!block.cssClass?.split(/\s+/).includes('home-advisor')) return undefined;
    return toolHref('advisor', locale) ? <BeddingToolsLinks /> : null;
  };
}

/** A teaser for category pages that list bedding (de-DE and en-GB only). */
export function BeddingToolsTeaser() {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!toolHref('advisor', locale)) return null;
  return (
    <Paper component="aside" aria-labelledby="bedding-tools-teaser" variant="outlined" sx={{ p: { xs: 2, md: 3 }, my: 3, bgcolor: '#f3efe6', borderColor: 'transparent' }}>
      <Typography id="bedding-tools-teaser" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' } }}>
        {t('beddingTools.teaserTitle')}
      </Typography>
      <Typography sx={{ mt: 1, maxWidth: 760 }}>{t('beddingTools.teaserText')}</Typography>
      <BeddingToolsLinks />
    </Paper>
  );
}
