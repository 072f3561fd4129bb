import Container from '@mui/material/Container';
import type { LandingPageView } from '../../../api';
import { PageMeta } from '../../../ui/PageMeta';
import { CmsPage } from '../../cms';

/** A landing page: its CMS layout, or an empty page when it has none. */
export function LandingPage({ page }: { page: LandingPageView }) {
  return (
    <>
      <PageMeta title={page.name} metaTitle={page.metaTitle} description={page.metaDescription} path={page.url} />
      {page.cms ? <CmsPage page={page.cms} /> : <Container sx={{ py: 4 }} />}
    </>
  );
}
