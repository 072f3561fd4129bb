import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeddingOffer } from '../../../api';
import { useLocale } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { loadLastAdvice, saveLastAdvice, type StoredAdvice } from '../lastResult';
import { TOOL_PATHS } from '../links';
import { EMPTY_ANSWERS, STEPS, stepErrors, type AdvisorAnswers, type Step } from '../questions';
import { recommend } from '../rules';
import { AdvisorResult } from './AdvisorResult';

/** The questionnaire: one question per step with progress, back and next; then the result. */
export function AdvisorView({ offers }: { offers: BeddingOffer[] }) {
  const { t } = useTranslation('advisor');
  const locale = useLocale();
  const [answers, setAnswers] = useState<AdvisorAnswers>(EMPTY_ANSWERS);
  const [index, setIndex] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [result, setResult] = useState<StoredAdvice | null>(null);
  const [last, setLast] = useState<StoredAdvice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    let alive = true;
    void loadLastAdvice().then((stored) => alive && setLast(stored));
    return () => {
      alive = false;
    };
  }, []);

  // Each step moves the focus to its question (screen readers announce it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [index, result]);

  const step = STEPS[index];
  const errors = stepErrors(step, answers);
  const name = answers.horseName.trim();
  const update = (patch: Partial<AdvisorAnswers>) => setAnswers((a) => ({ ...a, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    if (index < STEPS.length - 1) {
      setIndex(index + 1);
      return;
    }
    const advice: StoredAdvice = { answers, recommendation: recommend(answers), createdAt: Date.now() };
    setResult(advice);
    setLast(advice);
    void saveLastAdvice(advice);
  };

  const restart = () => {
    setAnswers(EMPTY_ANSWERS);
    setIndex(0);
    setResult(null);
    setShowErrors(false);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('title')} description={t('intro')} path={TOOL_PATHS.advisor[locale as 'de-DE' | 'en-GB']} alternates={TOOL_PATHS.advisor} />
      <Typography variant="h1" gutterBottom>
        {t('title')}
      </Typography>
      {result ? (
        <AdvisorResult advice={result} offers={offers} headingRef={headingRef} onRestart={restart} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('intro')}
          </Typography>
          {last && index === 0 && (
            <Alert
              severity="info"
              sx={{ mb: 3 }}
              action={
                <Button color="inherit" onClick={() => setResult(last)}>
                  {t('last.show')}
                </Button>
              }
            >
              <strong>{t('last.title')}:</strong> {t('last.text', { outcome: t(`outcomes.${last.recommendation.outcome}.name`), name: last.answers.horseName })}
            </Alert>
          )}
          <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="advisor-question">
            <Typography id="advisor-progress" variant="body2" color="text.secondary">
              {t('progress', { current: index + 1, total: STEPS.length })}
            </Typography>
            <LinearProgress variant="determinate" value={((index + 1) / STEPS.length) * 100} aria-labelledby="advisor-progress" sx={{ my: 1.5, height: 8, borderRadius: 4 }} />
            <Typography id="advisor-question" ref={headingRef} tabIndex={-1} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, my: 2, outline: 'none' }}>
              {t(`steps.${step.id}.title`, { name })}
            </Typography>
            <StepField step={step} answers={answers} update={update} error={showErrors ? errors : {}} />
            <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
              <Button
                variant="outlined"
                disabled={index === 0}
                onClick={() => {
                  setShowErrors(false);
                  setIndex(index - 1);
                }}
              >
                {t('back')}
              </Button>
              <Button type="submit" variant="contained">
                {index === STEPS.length - 1 ? t('showResult') : t('next')}
              </Button>
            </Stack>
          </Paper>
        </>
      )}
    </Container>
  );
}

type Errors = Partial<Record<'value' | 'other', string>>;

function StepField({ step, answers, update, error }: { step: Step; answers: AdvisorAnswers; update: (p: Partial<AdvisorAnswers>) => void; error: Errors }) {
  const { t } = useTranslation(['advisor', 'validations']);
  const required = t('validations:required');
  if (step.kind === 'text') {
    return (
      <TextField
        label={t('steps.horseName.label')}
        value={answers.horseName}
        onChange={(e) => update({ horseName: e.target.value })}
        required
        fullWidth
        autoComplete="off"
        error={Boolean(error.value)}
        helperText={error.value ? required : undefined}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
    );
  }
  const id = step.id;
  if (step.kind === 'single') {
    const value = answers[id as 'gender' | 'ageGroup' | 'housing' | 'ground'];
    return (
      <FormControl error={Boolean(error.value)} required fullWidth>
        <RadioGroup
          aria-labelledby="advisor-question"
          aria-describedby={error.value ? `${id}-error` : undefined}
          value={value}
          onChange={(e) => update({ [id]: e.target.value } as Partial<AdvisorAnswers>)}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 0.5 }}
        >
          {step.options.map((o) => (
            <FormControlLabel key={o} value={o} control={<Radio />} label={t(`options.${id}.${o}` as never)} />
          ))}
        </RadioGroup>
        {error.value && <FormHelperText id={`${id}-error`}>{required}</FormHelperText>}
      </FormControl>
    );
  }
  const multiId = id as 'health' | 'specialties';
  const selected = answers[multiId] as string[];
  const otherKey = multiId === 'health' ? 'healthOther' : 'specialtyOther';
  const toggle = (option: string, on: boolean) => update({ [multiId]: on ? [...selected, option] : selected.filter((s) => s !== option) } as Partial<AdvisorAnswers>);
  return (
    <FormControl fullWidth>
      <FormHelperText id={`${multiId}-hint`} sx={{ mx: 0, mb: 1 }}>
        {t('multiHint')}
      </FormHelperText>
      <FormGroup role="group" aria-labelledby="advisor-question" aria-describedby={`${multiId}-hint`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 0.5 }}>
        {step.options.map((o) => (
          <FormControlLabel key={o} control={<Checkbox checked={selected.includes(o)} onChange={(e) => toggle(o, e.target.checked)} />} label={t(`options.${multiId}.${o}` as never)} />
        ))}
      </FormGroup>
      {selected.includes('other') && (
        <Box sx={{ mt: 2 }}>
          <TextField
            label={t('otherLabel')}
            value={answers[otherKey]}
            onChange={(e) => update({ [otherKey]: e.target.value } as Partial<AdvisorAnswers>)}
            required
            fullWidth
            multiline
            minRows={2}
            error={Boolean(error.other)}
            helperText={error.other ? required : undefined}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Box>
      )}
    </FormControl>
  );
}
