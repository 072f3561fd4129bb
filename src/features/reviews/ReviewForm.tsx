import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isLoggedIn, REVIEW_RULES, type ReviewInput } from '../../api';
import { type FieldErrors } from '../customer';
import { focusFirstError, useFieldText } from '../customer/pages';
import { refusalText } from '../outbox';
import { useSubmit, pointerFieldErrors, PendingSubmissions } from '../outbox/pages';
import { useLocalePath, useSession } from '../session';

export function validateReview(v: { points: number | null; title: string; content: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.points) errors.points = { key: 'forms:review.ratingRequired' };
  const title = v.title.trim();
  const content = v.content.trim();
  if (!title) errors.title = { key: 'validations:required' };
  else if (title.length < REVIEW_RULES.titleMin) errors.title = { key: 'validations:minLength', values: { min: REVIEW_RULES.titleMin } };
  else if (title.length > REVIEW_RULES.titleMax) errors.title = { key: 'validations:maxLength', values: { max: REVIEW_RULES.titleMax } };
  if (!content) errors.content = { key: 'validations:required' };
  else if (content.length < REVIEW_RULES.contentMin) errors.content = { key: 'validations:minLength', values: { min: REVIEW_RULES.contentMin } };
  else if (content.length > REVIEW_RULES.contentMax) errors.content = { key: 'validations:maxLength', values: { max: REVIEW_RULES.contentMax } };
  return errors;
}

/** The customer's just written review, shown to them as pending until the shop approves it. */
function PendingReview({ review }: { review: ReviewInput }) {
  const { t } = useTranslation(['forms', 'catalog']);
  return (
    <Box component="article" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Rating value={review.points} readOnly size="small" aria-label={t('catalog:rating.label', { value: review.points })} />
        <Chip size="small" label={t('review.pending')} color="warning" variant="outlined" />
      </Stack>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mt: 0.5 }}>
        {review.title}
      </Typography>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{review.content}</Typography>
    </Box>
  );
}

/**
 * Review form of the product page: signed-in customers rate 1–5 with title and text (the
 * backend's length rules); visitors get a sign-in link that returns to the product.
 */
export function ReviewForm({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useTranslation(['forms', 'validations']);
  const lp = useLocalePath();
  const location = useLocation();
  const session = useSession();
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [points, setPoints] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'queued'>('idle');
  const [written, setWritten] = useState<ReviewInput | null>(null);
  const match = useCallback((p: { productId: string }) => p.productId === productId, [productId]);
  const { submit, refused, pending } = useSubmit('review.save', match);
  const fieldText = useFieldText(errors);
  const restored = useRef<number | null>(null);

  useEffect(() => {
    if (!refused || restored.current === refused.seq) return;
    restored.current = refused.seq;
    setPoints(refused.payload.points);
    setTitle(refused.payload.title);
    setContent(refused.payload.content);
    setErrors({ '': { key: 'forms:outbox.refusedForm', values: { reason: refused.error ?? '' } } });
    setState('idle');
  }, [refused]);

  if (!session || !isLoggedIn(session)) {
    const back = `${location.pathname}${location.search}`;
    return (
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('review.signInText')}
        </Typography>
        <Button variant="outlined" href={`${lp('/login')}?redirect=${encodeURIComponent(back)}`}>
          {t('review.signIn')}
        </Button>
      </Box>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview({ points, title, content });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setState('busy');
    const review: ReviewInput = { points: points!, title: title.trim(), content: content.trim() };
    const outcome = await submit({ ...review, productId, productName });
    if (outcome.status === 'refused') {
      const fieldErrors = pointerFieldErrors(outcome.failure, ['points', 'title', 'content']);
      if (Object.keys(fieldErrors).length === 0) fieldErrors[''] = { key: 'forms:outbox.refusedForm', values: { reason: refusalText(outcome.error) } };
      setErrors(fieldErrors);
      setState('idle');
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setWritten(review);
    setPoints(null);
    setTitle('');
    setContent('');
    setState(outcome.status);
  };

  return (
    <Box component="section" aria-labelledby={`${uid}-title`}>
      <Typography id={`${uid}-title`} variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('review.title')}
      </Typography>
      <PendingSubmissions entries={pending} />
      {state === 'sent' && (
        <Stack spacing={2} sx={{ mb: 2 }}>
          <Alert severity="success" role="status">
            {t('review.thanks')}
          </Alert>
          {written && <PendingReview review={written} />}
        </Stack>
      )}
      {state === 'queued' && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('review.queued')}
        </Alert>
      )}
      {state !== 'sent' && (
        <Stack component="form" ref={formRef} spacing={2} noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${uid}-title`} sx={{ maxWidth: 720 }}>
          {errors[''] && (
            <Alert severity="error" role="alert">
              {fieldText('')}
            </Alert>
          )}
          <FormControl component="fieldset" error={Boolean(errors.points)} required>
            <FormLabel component="legend">{t('review.rating')}</FormLabel>
            <Rating
              name={`${uid}-points`}
              value={points}
              onChange={(_e, value) => {
                setPoints(value);
                setErrors(({ points: _drop, ...rest }) => rest);
              }}
              getLabelText={(value) => t('review.stars', { count: value })}
              size="large"
              sx={{ color: '#8a5a00' }}
            />
            {errors.points && <FormHelperText id={`${uid}-points-error`}>{fieldText('points')}</FormHelperText>}
          </FormControl>
          <TextField
            id={`${uid}-review-title`}
            required
            label={t('review.headline')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={Boolean(errors.title)}
            helperText={fieldText('title') || t('review.headlineHint', { min: REVIEW_RULES.titleMin })}
            slotProps={{ htmlInput: { maxLength: REVIEW_RULES.titleMax, 'aria-invalid': Boolean(errors.title) } }}
          />
          <TextField
            id={`${uid}-review-content`}
            required
            multiline
            minRows={5}
            label={t('review.text')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            error={Boolean(errors.content)}
            helperText={fieldText('content') || t('review.textHint', { min: REVIEW_RULES.contentMin, count: content.trim().length })}
            slotProps={{ htmlInput: { maxLength: REVIEW_RULES.contentMax, 'aria-invalid': Boolean(errors.content) } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={state === 'busy'}>
              {t('review.submit')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
