import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem, CategoryPage, NavItem } from '../../../api';
import { CmsPage } from '../../cms';
import { useLocalePath } from '../../session';
import { Breadcrumbs } from '../../shell';
import { PageMeta } from '../../../ui/PageMeta';
import { ArticleGrid } from './ArticleGrid';

function MoreArticles({ more }: { more: Promise<NavItem[]> }) {
  const { t } = useTranslation('cms');
  const list = use(more);
  if (list.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="more-articles" sx={{ mt: 6 }}>
      <Typography id="more-articles" variant="h2" sx={{ mb: 2 }}>
        {t('guides.moreArticles')}
      </Typography>
      <ArticleGrid articles={list} />
    </Box>
  );
}

/** A guide or blog article: its CMS page in a readable column, then more articles. */
export function ArticlePage({ category, breadcrumbs, more }: { category: CategoryPage; breadcrumbs: BreadcrumbItem[]; more: Promise<NavItem[]> }) {
  const { t } = useTranslation('cms');
  const lp = useLocalePath();
  const guideRoot = breadcrumbs.find((b) => b.url && /^\/ratgeber\/?$/i.test(b.url));
  return (
    <>
      <PageMeta title={category.name} metaTitle={category.metaTitle} description={category.metaDescription} path={category.url} image={category.image?.url} />
      <Container maxWidth="xl" sx={{ pt: { xs: 2, md: 4 } }}>
        <Breadcrumbs items={breadcrumbs} current={category.name} />
      </Container>
      <Box component="article" sx={{ '& section > .MuiContainer-root': { maxWidth: 880 }, '& p, & li': { fontSize: '1.125rem', lineHeight: 1.75 } }}>
        {category.cms ? (
          <CmsPage page={category.cms} />
        ) : (
          <Container maxWidth="md">
            <Typography variant="h1">{category.name}</Typography>
          </Container>
        )}
      </Box>
      <Container maxWidth="xl" sx={{ pb: 4 }}>
        <Suspense fallback={null}>
          <MoreArticles more={more} />
        </Suspense>
        <Button href={lp(guideRoot?.url ?? '/ratgeber/')} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />} sx={{ mt: 4 }}>
          {t('guides.backToOverview')}
        </Button>
      </Container>
    </>
  );
}
