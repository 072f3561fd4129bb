import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeddingOffer } from '../../../api';
import { useLocale } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { TOOL_PATHS } from '../../advisor';
import { listenForConnection, syncLeads } from '../lead';
import { loadLastCalculation, saveLastCalculation, type StoredCalculation } from '../lastResult';
import { BEDDINGS, MAX_COUNT, MIN_COUNT, PACKAGINGS, STABLE_TYPES, areasFor, consumption, priceFor, recommendedPackaging, type CalculatorInput, type Packaging, type StableType } from '../model';
import { BEDDING_PRODUCTS, FALLBACK_KG_PER_BAG } from '../products';
import { CalculatorResult, type CalculationView } from './CalculatorResult';
import { warmPdfRenderer } from '../pdf/pdfRenderer';
import { onIdle } from '../../../ui/idle';

const COUNTS = Array.from({ length: MAX_COUNT - MIN_COUNT + 1 }, (_, i) => MIN_COUNT + i);

/** The calculator: stable type, count and area, bedding and packaging → quantity and price per quarter. */
export function CalculatorView({ offers, preset }: { offers: BeddingOffer[]; preset: { bedding?: CalculatorInput['bedding']; stable?: StableType } }) {
  const { t } = useTranslation('calculator');
  const locale = useLocale() as 'de-DE' | 'en-GB';
  const initialStable = preset.stable ?? 'box';
  const [input, setInput] = useState<CalculatorInput>({
    stable: initialStable,
    count: 1,
    area: areasFor(initialStable)[0],
    bedding: preset.bedding ?? 'straw-pellets',
    packaging: 'bag',
  });
  const [calculated, setCalculated] = useState(false);
  const [last, setLast] = useState<StoredCalculation | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let alive = true;
    void loadLastCalculation().then((stored) => alive && setLast(stored));
    listenForConnection();
    if (navigator.onLine) void syncLeads();
    // The PDF code (react-pdf) loads in idle time on this page only, into its worker, so that once
    // visited the PDF also works offline (the service worker keeps loaded chunks); other pages
    // never load it.
    let release: (() => void) | undefined;
    const warm = () => {
      if (alive) release = warmPdfRenderer();
    };
    const cancelIdle = onIdle(warm, 5000, 2000);
    return () => {
      alive = false;
      release?.();
      cancelIdle();
    };
  }, []);

  const view = useMemo((): CalculationView | null => {
    if (!calculated) return null;
    const offer = offers.find((o) => o.productNumber === BEDDING_PRODUCTS[input.bedding]);
    const c = consumption(input, offer?.kgPerBag ?? FALLBACK_KG_PER_BAG[input.bedding]);
    const prices = Object.fromEntries((offer?.variants ?? []).map((v) => [v.packaging, v])) as Partial<Record<Packaging, NonNullable<typeof offer>['variants'][number]>>;
    const variant = prices[input.packaging];
    return {
      input,
      consumption: c,
      offer,
      variant,
      price: variant ? priceFor(variant, c.units) : undefined,
      recommended: recommendedPackaging(c.bagsPerQuarter, prices),
    };
  }, [calculated, input, offers]);

  const set = (patch: Partial<CalculatorInput>) =>
    setInput((prev) => {
      const next = { ...prev, ...patch };
      if (!areasFor(next.stable).includes(next.area)) next.area = areasFor(next.stable)[0];
      return next;
    });

  // Every calculated result is kept as the last calculation (IndexedDB), shown on the next visit.
  useEffect(() => {
    if (view) void saveLastCalculation({ input: view.input, units: view.consumption.units, createdAt: Date.now() });
  }, [view]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setCalculated(true);
    requestAnimationFrame(() => resultRef.current?.focus());
  };

  const kind = input.stable;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('title')} description={t('intro')} path={TOOL_PATHS.calculator[locale]} alternates={TOOL_PATHS.calculator} />
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {t('intro')}
      </Typography>
      {last && !calculated && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                setInput(last.input);
                setCalculated(true);
              }}
            >
              {t('last.load')}
            </Button>
          }
        >
          <strong>{t('last.title')}:</strong>{' '}
          {t('last.text', {
            count: last.input.count,
            area: last.input.area,
            bedding: t(`bedding.${last.input.bedding}`),
            units: last.units,
            packaging: t(`packaging.${last.input.packaging}`),
          })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' }, alignItems: 'start' }}>
        <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }} aria-label={t('title')}>
          <Choice legend={t('stable.label')} name="stable" value={input.stable} options={STABLE_TYPES.map((s) => [s, t(`stable.${s}`)])} onChange={(v) => set({ stable: v as StableType })} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField select label={t(`count.${kind}`)} value={input.count} onChange={(e) => set({ count: Number(e.target.value) })}>
              {COUNTS.map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label={t(`area.${kind}`)} value={input.area} onChange={(e) => set({ area: Number(e.target.value) })}>
              {areasFor(kind).map((a) => (
                <MenuItem key={a} value={a}>
                  {t('area.option', { area: a })}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Choice
            legend={t('bedding.label')}
            name="bedding"
            value={input.bedding}
            options={BEDDINGS.map((b) => [b, t(`bedding.${b}`)])}
            onChange={(v) => set({ bedding: v as CalculatorInput['bedding'] })}
          />
          <Choice
            legend={t('packaging.label')}
            name="packaging"
            value={input.packaging}
            options={PACKAGINGS.map((p) => [p, t(`packaging.${p}`)])}
            onChange={(v) => set({ packaging: v as Packaging })}
          />
          <Button type="submit" variant="contained" size="large">
            {t('calculate')}
          </Button>
        </Paper>
        {view && <CalculatorResult view={view} headingRef={resultRef} />}
      </Box>
    </Container>
  );
}

function Choice({ legend, name, value, options, onChange }: { legend: string; name: string; value: string; options: Array<[string, string]>; onChange: (v: string) => void }) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <RadioGroup name={name} value={value} onChange={(e) => onChange(e.target.value)} row>
        {options.map(([v, label]) => (
          <FormControlLabel key={v} value={v} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
