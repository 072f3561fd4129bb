import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../../api';
import { formatDate } from '../../../lib/money';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { useLocale, useLocalePath } from '../../session';

const plain = (html?: string) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A guide or blog article in a list: image, title, teaser, date and reading time. */
export function ArticleCard({ article }: { article: NavItem }) {
  const { t } = useTranslation('cms');
  const locale = useLocale();
  const lp = useLocalePath();
  const meta = article.article;
  const facts = [meta?.publishedAt && formatDate(meta.publishedAt, locale), meta?.readingMinutes && t('guides.readingTime', { count: meta.readingMinutes })].filter(Boolean);
  return (
    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative', '&:hover': { boxShadow: 3 } }}>
      {article.image && (
        <Box sx={{ aspectRatio: '12 / 5', overflow: 'hidden', bgcolor: '#f1efe8' }}>
          <ResponsiveImage image={article.image} width={600} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        </Box>
      )}
      <Stack spacing={1} sx={{ p: 2, flex: 1 }}>
        {facts.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {facts.join(' · ')}
          </Typography>
        )}
        <Typography variant="h3" component="h3">
          <Link href={article.url ? lp(article.url) : undefined} color="text.primary" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {article.name}
          </Link>
        </Typography>
        {(meta?.summary || article.description) && (
          <Typography color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {meta?.summary ?? plain(article.description)}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {/* An icon, not "→": the arrow is in few UI fonts (a font lookup per character during the
            first layout where it is missing) and a character does not turn round for Arabic. */}
        <Typography sx={{ fontWeight: 700, color: 'primary.main', display: 'flex', alignItems: 'center', gap: 0.5 }} aria-hidden="true">
          {t('guides.readMore')}
          <ArrowForwardIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </Typography>
      </Stack>
    </Card>
  );
}
