import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeddingOffer, BeddingVariant } from '../../../api';
import { config } from '../../../config';
import { localizePath } from '../../../i18n/locales';
import { formatNumber } from '../../../lib/money';
import { AddToCartButton } from '../../cart';
import { AddToDraftButton } from '../../cartDrafts';
import { notify } from '../../notifications';
import { useCurrency, useLocale, useLocalePath, usePrice, useVatNote } from '../../session';
import { LEAD_EMAIL_MIN, leadEmailError } from '../email';
import { submitLead } from '../lead';
import type { CalculatorInput, Consumption, Packaging } from '../model';
import type { BeddingPdfData } from '../pdf/BeddingPdf';
import { renderPdf } from '../pdf/pdfRenderer';

export interface CalculationView {
  input: CalculatorInput;
  consumption: Consumption;
  offer?: BeddingOffer;
  variant?: BeddingVariant;
  price?: number;
  recommended: Packaging | null;
}

const Row = ({ label, value, testId }: { label: string; value: string; testId?: string }) => (
  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'end' }} data-testid={testId}>
      {value}
    </Typography>
  </Box>
);

/** Quantity and price per quarter, add to cart with the packaging variant, and the PDF download. */
export function CalculatorResult({ view, headingRef }: { view: CalculationView; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t, i18n } = useTranslation(['calculator', 'validations', 'common']);
  const locale = useLocale();
  const lp = useLocalePath();
  const formatPrice = usePrice();
  const currency = useCurrency();
  const vatNote = useVatNote();
  const { input, consumption: c, offer, variant, price, recommended } = view;
  const kg = formatNumber(c.kgPerQuarter, locale, 1);
  const packaging = (p: Packaging) => t(`packaging.${p}`);
  const overMax = variant?.maxPurchase !== undefined && c.units > variant.maxPurchase;

  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pdfData = (): BeddingPdfData => {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());
    return {
      lang: locale,
      shopName: t('common:shop.name'),
      tagline: t('doc.tagline'),
      shopUrl: config.publicUrl,
      heading: t('doc.heading'),
      date: t('doc.date', { date }),
      inputsTitle: t('doc.inputs'),
      inputs: [
        [t('stable.label'), t(`stable.${input.stable}`)],
        [t(`count.${input.stable}`), String(input.count)],
        [t(`area.${input.stable}`), t('area.option', { area: input.area })],
        [t('bedding.label'), offer ? `${t(`bedding.${input.bedding}`)} – ${offer.name}` : t(`bedding.${input.bedding}`)],
        [t('packaging.label'), packaging(input.packaging)],
      ],
      resultsTitle: t('doc.results'),
      results: [
        [t('doc.quantity'), t('doc.quantityValue', { bags: c.bagsPerQuarter, kg })],
        [t('doc.following'), t('doc.followingValue', { bags: c.bagsFollowingQuarter })],
        [t('doc.order'), t('result.orderValue', { units: c.units, packaging: packaging(input.packaging) })],
        ...(price !== undefined ? [[t('doc.price'), `${formatPrice(price)} (${vatNote})`] as [string, string]] : []),
        ...(recommended ? [[t('doc.recommended'), packaging(recommended)] as [string, string]] : []),
      ],
      productsTitle: t('doc.products'),
      products: offer ? [{ name: offer.name, url: `${config.publicUrl}${localizePath(locale, offer.url)}` }] : [],
      note: t('doc.model'),
    };
  };

  const download = async (event: FormEvent) => {
    event.preventDefault();
    const problem = leadEmailError(email);
    setEmailError(problem ? String(t(problem, { min: LEAD_EMAIL_MIN })) : null);
    if (problem) return;
    setBusy(true);
    try {
      const blob = await renderPdf(pdfData());
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${t('doc.file')}-${new Date().toISOString().slice(0, 10)}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      const outcome = await submitLead({
        email: email.trim(),
        locale: i18n.language,
        calculation: {
          stableType: input.stable,
          count: input.count,
          areaM2: c.areaM2,
          bedding: input.bedding,
          productNumber: offer?.productNumber ?? '',
          packaging: input.packaging,
          units: c.units,
          bagsPerQuarter: c.bagsPerQuarter,
          pricePerQuarter: price ?? 0,
          currency,
        },
      }).catch(() => 'queued' as const);
      notify(outcome === 'sent' ? 'success' : 'info', t(outcome === 'sent' ? 'pdf.done' : 'pdf.queued'));
    } catch (error) {
      console.error('Bedding PDF', error);
      notify('danger', t('pdf.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3} component="section" aria-labelledby="calculator-result">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'primary.main', borderWidth: 2 }}>
        <Typography id="calculator-result" ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, outline: 'none' }}>
          {t('result.title')}
        </Typography>
        <Typography sx={{ mt: 1 }} data-testid="calculator-quantity">
          {t('result.quantity', { count: c.bagsPerQuarter, kg })}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t('result.area', { area: c.areaM2 })} · {t('result.following', { count: c.bagsFollowingQuarter })}
        </Typography>
        <Box component="dl" sx={{ my: 2 }}>
          <Row label={t('result.order')} value={t('result.orderValue', { units: c.units, packaging: packaging(input.packaging) })} testId="calculator-order" />
          {price !== undefined && <Row label={t('result.price')} value={formatPrice(price)} testId="calculator-price" />}
        </Box>
        {price !== undefined && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
            {vatNote}
          </Typography>
        )}
        {!variant && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('result.noPrices')}
          </Alert>
        )}
        {recommended && <Typography sx={{ fontWeight: 600 }}>{t('result.recommended', { packaging: packaging(recommended) })}</Typography>}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('result.cycle')}
        </Typography>
        {offer && (
          <Typography sx={{ mb: 2 }}>
            {t('result.product')}: <Link href={lp(offer.url)}>{offer.name}</Link>
          </Typography>
        )}
        {overMax && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('result.overMax')}
          </Alert>
        )}
        {offer && variant && (
          <AddToCartButton productId={variant.id} quantity={c.units} name={`${offer.name} – ${packaging(input.packaging)}`} image={offer.image} available={variant.available && !overMax} size="large">
            {t('result.addToCart')}
          </AddToCartButton>
        )}
        {offer && variant && !overMax && (
          <AddToDraftButton
            sx={{ ms: { sm: 1.5 }, mt: { xs: 1.5, sm: 0 } }}
            line={{
              productId: variant.id,
              name: `${offer.name} – ${packaging(input.packaging)}`,
              quantity: c.units,
              unitPrice: price === undefined ? undefined : price / Math.max(c.units, 1),
              image: offer.image,
            }}
          />
        )}
      </Paper>
      <Paper component="form" variant="outlined" noValidate onSubmit={download} sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="calculator-pdf">
        <Typography id="calculator-pdf" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('pdf.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 1.5 }}>
          {t('pdf.text')}
        </Typography>
        <Divider sx={{ mb: 2 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('pdf.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            fullWidth
            error={Boolean(emailError)}
            helperText={emailError ?? undefined}
          />
          <Button type="submit" variant="outlined" size="large" startIcon={<PictureAsPdfOutlinedIcon />} disabled={busy} aria-busy={busy} sx={{ flexShrink: 0, minHeight: 56 }}>
            {busy ? t('pdf.busy') : t('pdf.download')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
