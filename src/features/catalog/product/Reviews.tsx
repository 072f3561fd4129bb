import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchReviews, type ReviewView, type ReviewsView } from '../../../api';
import { isolate } from '../../../lib/bidi';
import { formatDate, formatNumber } from '../../../lib/money';
import { BidiText } from '../../../ui/BidiText';
import { RatingStars } from '../../../ui/RatingStars';
import { ReviewForm } from '../../reviews';
import { useLocale } from '../../session';

function ReviewList({ reviews, productId }: { reviews: Promise<ReviewsView | null>; productId: string }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const data = use(reviews);
  const [more, setMore] = useState<{ page: number; items: ReviewView[]; loading: boolean }>({ page: 1, items: [], loading: false });
  if (!data) return null;
  const shown = [...data.reviews, ...more.items];
  const loadMore = () => {
    setMore((m) => ({ ...m, loading: true }));
    fetchReviews(productId, more.page + 1).then(
      (next) => setMore((m) => ({ page: m.page + 1, items: [...m.items, ...next.reviews], loading: false })),
      () => setMore((m) => ({ ...m, loading: false })),
    );
  };
  return (
    <Stack spacing={2}>
      {data.total > 0 && data.average !== undefined && (
        <Stack direction="row" spacing={2} alignItems="center">
          <Typography sx={{ fontSize: '2rem', fontWeight: 700 }}>{formatNumber(data.average, locale, 1)}</Typography>
          <Box>
            <RatingStars value={data.average} size="medium" />
            <Typography variant="body2" color="text.secondary">
              {t('rating.reviews', { count: data.total })}
            </Typography>
          </Box>
        </Stack>
      )}
      {data.reviews.length === 0 && <Typography color="text.secondary">{t('reviews.none')}</Typography>}
      <Stack divider={<Divider />} spacing={2}>
        {shown.map((r) => (
          <Box component="article" key={r.id}>
            <Stack direction="row" spacing={1} alignItems="center">
              <RatingStars value={r.points} />
              {r.pending && <Chip size="small" label={t('reviews.pending')} color="warning" variant="outlined" />}
            </Stack>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', mt: 0.5 }}>
              {r.title}
            </Typography>
            {/* Author and date each in their own isolated run: a Latin name cannot swallow the date's digits in Arabic. */}
            <Typography variant="body2" color="text.secondary" data-testid="review-meta">
              {r.author && (
                <bdi>
                  <BidiText text={t('reviews.by', { name: isolate(r.author) })} />
                </bdi>
              )}
              {r.author && r.createdAt && ' · '}
              {r.createdAt && <bdi>{formatDate(r.createdAt, locale)}</bdi>}
            </Typography>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{r.content}</Typography>
          </Box>
        ))}
      </Stack>
      {shown.length < data.total && (
        <Box>
          <Button onClick={loadMore} disabled={more.loading}>
            {t('reviews.showMore')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** Approved reviews with the average rating; loads after the page (deferred). */
export function Reviews({ reviews, productId, productName }: { reviews: Promise<ReviewsView | null>; productId: string; productName: string }) {
  const { t } = useTranslation('catalog');
  return (
    <Box component="section" id="reviews" aria-labelledby="reviews-title" sx={{ scrollMarginTop: 96 }}>
      <Typography id="reviews-title" variant="h2" sx={{ mb: 2 }}>
        {t('reviews.title')}
      </Typography>
      <Suspense
        fallback={
          <Stack spacing={1}>
            <Skeleton width="30%" height={48} />
            <Skeleton height={80} />
            <Skeleton height={80} />
          </Stack>
        }
      >
        <ReviewList reviews={reviews} productId={productId} />
      </Suspense>
      <Divider sx={{ my: 3 }} />
      <Suspense fallback={<Skeleton height={120} />}>
        <ReviewForm productId={productId} productName={productName} />
      </Suspense>
    </Box>
  );
}
