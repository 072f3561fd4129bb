import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem, CategoryPage } from '../../../api';
import { SafeHtml } from '../../../ui/SafeHtml';
import { CmsPage, cmsHasHeading } from '../../cms';
import { useLocalePath } from '../../session';
import { Breadcrumbs } from '../../shell';
import { PageMeta } from '../../../ui/PageMeta';
import type { ArticleGroup } from './articleGroups';
import { ArticleGrid } from './ArticleGrid';

export interface GuideOverviewProps {
  category: CategoryPage;
  breadcrumbs: BreadcrumbItem[];
  groups: ArticleGroup[];
}

/** The guide start page or a section (guides, blog): intro and article lists. */
export function GuideOverview({ category, breadcrumbs, groups }: GuideOverviewProps) {
  const { t } = useTranslation('cms');
  const lp = useLocalePath();
  const single = groups.length === 1 && groups[0].section.id === category.id;
  const cmsHeading = cmsHasHeading(category.cms);
  return (
    <>
      <PageMeta title={category.name} metaTitle={category.metaTitle} description={category.metaDescription} path={category.url} />
      <Container maxWidth="xl" sx={{ pt: { xs: 2, md: 4 }, pb: category.cms ? 0 : { xs: 2, md: 4 } }}>
        <Breadcrumbs items={breadcrumbs} current={category.name} />
        {!cmsHeading && (
          <Typography variant="h1" sx={{ mb: 1 }}>
            {category.name}
          </Typography>
        )}
        {!category.cms &&
          (category.description ? (
            <SafeHtml html={category.description} sx={{ maxWidth: 820, color: 'text.secondary', fontSize: '1.125rem' }} />
          ) : (
            <Typography color="text.secondary" sx={{ fontSize: '1.125rem' }}>
              {t('guides.intro')}
            </Typography>
          ))}
      </Container>
      {category.cms && !category.listsProducts && <CmsPage page={category.cms} />}
      <Container maxWidth="xl" sx={{ pb: 4 }}>
        {groups.length === 0 && <Typography sx={{ py: 4 }}>{t('guides.empty')}</Typography>}
        <Stack spacing={6}>
          {groups.map((group) => (
            <Box component="section" key={group.section.id} aria-labelledby={`group-${group.section.id}`}>
              {!single && (
                <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 2 }}>
                  <Typography id={`group-${group.section.id}`} variant="h2">
                    {group.section.name}
                  </Typography>
                  {group.section.url && (
                    <Link href={lp(group.section.url)} sx={{ fontWeight: 700 }}>
                      {t('actions.showAll', { ns: 'common' })}
                    </Link>
                  )}
                </Stack>
              )}
              {single && (
                <Typography id={`group-${group.section.id}`} variant="h2" sx={visuallyHidden}>
                  {group.section.name}
                </Typography>
              )}
              <ArticleGrid articles={group.articles} />
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}
