import Container from '@mui/material/Container';
import { useLoaderData } from 'react-router';
import { fetchCategory, type CategoryPage } from '../../../api';
import { loadNamespaces } from '../../../i18n';
import { advisorTeaserExtra } from '../../advisor/pages';
import { CmsPage, CmsSlotProvider } from '../../cms';
import { RecentlyViewed } from '../../recentlyViewed';
import { useLocale } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';

export async function loader(): Promise<{ home: CategoryPage }> {
  await loadNamespaces('cms');
  return { home: await fetchCategory('home') };
}

/** The start page: the sales channel's home CMS layout, then the products this device opened last. */
export function Component() {
  const { home } = useLoaderData<typeof loader>();
  const locale = useLocale();
  return (
    <>
      <PageMeta description={home.metaDescription} path="/" />
      <CmsSlotProvider value={{ blockExtra: advisorTeaserExtra(locale) }}>{home.cms && <CmsPage page={home.cms} />}</CmsSlotProvider>
      <Container maxWidth="xl">
        <RecentlyViewed />
      </Container>
    </>
  );
}
