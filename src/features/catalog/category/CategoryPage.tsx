import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BreadcrumbItem, CategoryPage as Category, ListingView as Listing } from '../../../api';
import { SafeHtml } from '../../../ui/SafeHtml';
import { CmsPage, CmsSlotProvider, cmsHasHeading, cmsPlaces } from '../../cms';
import { isBeddingProductNumber, BeddingToolsTeaser } from '../../advisor/pages';
import { Breadcrumbs } from '../../shell';
import { PageMeta } from '../../../ui/PageMeta';
import { FilterSidebar, ListingView, hasFacets, useListingQuery } from '../listing';

export interface CategoryPageProps {
  category: Category;
  listing: Listing | null;
  breadcrumbs: BreadcrumbItem[];
}

/** The layout's sidebar-filter element: the desktop filter panel (phones use the listing's drawer). */
function SidebarFilters({ listing }: { listing: Listing }) {
  const { query, update } = useListingQuery();
  if (!hasFacets(listing.facets)) return null;
  return <FilterSidebar facets={listing.facets} query={query} onChange={update} />;
}

/** Category: its CMS layout with the listing where the layout places it (else appended). */
export function CategoryPage({ category, listing, breadcrumbs }: CategoryPageProps) {
  const cms = category.cms;
  const placesFilters = cmsPlaces(cms, 'sidebar-filter');
  const placesListing = cmsPlaces(cms, 'product-listing');
  const renderers = {
    listing: () => (listing ? <ListingView listing={listing} sidebar={!placesFilters} filtersPlaced={placesFilters} /> : null),
    filters: () => (listing ? <SidebarFilters listing={listing} /> : null),
  };
  const hasHeading = cmsHasHeading(cms);
  return (
    <>
      <PageMeta title={category.name} metaTitle={category.metaTitle} description={category.metaDescription} path={category.url} image={category.image?.url} />
      <Container maxWidth="xl" sx={{ pt: { xs: 2, md: 3 } }}>
        <Breadcrumbs items={breadcrumbs} current={category.name} />
        {!hasHeading && (
          <Typography variant="h1" sx={{ mb: 2 }}>
            {category.name}
          </Typography>
        )}
        {!cms && category.description && <SafeHtml html={category.description} sx={{ mb: 3, maxWidth: 860 }} />}
      </Container>
      <CmsSlotProvider value={renderers}>{cms && <CmsPage page={cms} />}</CmsSlotProvider>
      {listing && !placesListing && (
        <Container maxWidth="xl" sx={{ py: 3 }}>
          <ListingView listing={listing} />
        </Container>
      )}
      {listing?.products.some((p) => isBeddingProductNumber(p.productNumber)) && (
        <Container maxWidth="xl">
          <BeddingToolsTeaser />
        </Container>
      )}
    </>
  );
}
