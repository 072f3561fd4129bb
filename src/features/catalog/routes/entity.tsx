import Container from '@mui/material/Container';
import { useLoaderData } from 'react-router';
import { CmsPage } from '../../cms';
import { PageMeta } from '../../../ui/PageMeta';
import { CategoryPage } from '../category/CategoryPage';
import { ProductPage } from '../product/ProductPage';
import { loader } from './entityLoader';

export { loader };

/** Renders whatever the path resolved to. */
export function Component() {
  const page = useLoaderData<typeof loader>();
  if (page.kind === 'product') {
    return <ProductPage product={page.product} breadcrumbs={page.breadcrumbs} reviews={page.reviews} crossSelling={page.crossSelling} />;
  }
  if (page.kind === 'category') return <CategoryPage category={page.category} listing={page.listing} breadcrumbs={page.breadcrumbs} />;
  return (
    <>
      <PageMeta title={page.page.name} metaTitle={page.page.metaTitle} description={page.page.metaDescription} path={page.page.url} />
      {page.page.cms ? <CmsPage page={page.page.cms} /> : <Container sx={{ py: 4 }} />}
    </>
  );
}
