import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeddingOffer } from '../../../api';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { useLocale, useLocalePath } from '../../session';
import type { StoredAdvice } from '../lastResult';
import { toolHref } from '../links';
import { OUTCOME_PRODUCTS } from '../products';
import { beddingFor, stableFor } from '../rules';

/** The recommendation with its reasons in plain words, the matching products and the calculator. */
export function AdvisorResult({ advice, offers, headingRef, onRestart }: { advice: StoredAdvice; offers: BeddingOffer[]; headingRef: RefObject<HTMLHeadingElement | null>; onRestart: () => void }) {
  const { t } = useTranslation('advisor');
  const locale = useLocale();
  const lp = useLocalePath();
  const { outcome, reasons } = advice.recommendation;
  const name = advice.answers.horseName;
  const products = OUTCOME_PRODUCTS[outcome].map((n) => offers.find((o) => o.productNumber === n)).filter((o): o is BeddingOffer => Boolean(o));
  const calculator = toolHref('calculator', locale, `?bedding=${beddingFor(outcome)}&stable=${stableFor(advice.answers.housing)}`);
  return (
    <Stack spacing={3} component="section" aria-labelledby="advisor-result">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main', borderWidth: 2 }}>
        <Typography id="advisor-result" ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, outline: 'none' }}>
          {t('result.title', { name })}
        </Typography>
        <Typography variant="h3" data-testid="advisor-outcome" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, color: 'primary.main', my: 1.5 }}>
          {t(`outcomes.${outcome}.name`)}
        </Typography>
        <Typography>{t(`outcomes.${outcome}.text`)}</Typography>
        <Typography variant="h3" sx={{ fontSize: '1.125rem', mt: 3 }}>
          {t('result.reasonsTitle')}
        </Typography>
        <List dense>
          {reasons.map((r) => (
            <ListItem key={r} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                <CheckCircleOutlineIcon color="primary" />
              </ListItemIcon>
              <ListItemText primary={t(`reasons.${r}` as never, { name })} />
            </ListItem>
          ))}
        </List>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          {calculator && (
            <Button variant="contained" size="large" startIcon={<CalculateOutlinedIcon />} href={calculator}>
              {t('result.calculate')}
            </Button>
          )}
          <Button variant="outlined" size="large" onClick={onRestart}>
            {t('restart')}
          </Button>
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby="advisor-products">
        <Typography id="advisor-products" variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mb: 2 }}>
          {t('result.productsTitle')}
        </Typography>
        {products.length === 0 ? (
          <Alert severity="info">{t('result.noProducts')}</Alert>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {products.map((p) => (
              <Paper component="li" key={p.id} variant="outlined" sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 1.5 }}>
                {p.image && (
                  <Box sx={{ width: 72, flex: '0 0 72px' }}>
                    <ResponsiveImage image={p.image} width={200} sizes="72px" alt="" />
                  </Box>
                )}
                <Link href={lp(p.url)} sx={{ fontWeight: 600 }}>
                  {p.name}
                </Link>
              </Paper>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}
