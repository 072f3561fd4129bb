import { useLoaderData } from 'react-router';
import { fetchCategory, type CategoryPage } from '../../../api';
import { loadNamespaces } from '../../../i18n';
import { CmsPage } from '../../cms';
import { PageMeta } from '../../shell/PageMeta';

export async function loader(): Promise<{ home: CategoryPage }> {
  await loadNamespaces('cms');
  return { home: await fetchCategory('home') };
}

/** The start page: the sales channel's home CMS layout. */
export function Component() {
  const { home } = useLoaderData() as { home: CategoryPage };
  return (
    <>
      <PageMeta description={home.metaDescription} path="/" />
      {home.cms && <CmsPage page={home.cms} />}
    </>
  );
}
