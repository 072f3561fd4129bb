import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BreadcrumbItem, CrossSellingGroup, ProductDetail, ReviewsView } from '../../../api';
import { SafeHtml } from '../../../ui/SafeHtml';
import { usePricesWithheld } from '../../../ui/usePricesWithheld';
import { familyOf, recordView, RecentlyViewed } from '../../recentlyViewed';
import { useLocale } from '../../session';
import { Breadcrumbs } from '../../shell';
import { PageMeta } from '../../../ui/PageMeta';
import { BuyBox } from './BuyBox';
import { CrossSelling } from './CrossSelling';
import { Downloads } from './Downloads';
import { Gallery } from './Gallery';
import { ProductFacts } from './ProductFacts';
import { Reviews } from './Reviews';

export interface ProductPageProps {
  product: ProductDetail;
  breadcrumbs: BreadcrumbItem[];
  reviews: Promise<ReviewsView | null>;
  crossSelling: Promise<CrossSellingGroup[]>;
}

/** Product detail page: gallery and buy box, description, facts, downloads, reviews, cross-selling, recently viewed. */
export function ProductPage({ product, breadcrumbs, reviews, crossSelling }: ProductPageProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  // The product the page shows (variant included) goes to the front of this device's history.
  const withheld = usePricesWithheld();
  useEffect(() => recordView(product, locale, Date.now(), withheld), [product, locale, withheld]);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta
        title={product.name}
        metaTitle={product.metaTitle}
        description={product.metaDescription}
        path={product.url}
        alternates={{ 'de-DE': `/detail/${product.id}`, 'en-GB': `/detail/${product.id}`, 'fr-FR': `/detail/${product.id}`, 'ar-AE': `/detail/${product.id}` }}
        image={product.image?.url}
      />
      <Breadcrumbs items={breadcrumbs} current={product.name} />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Gallery images={product.media} name={product.name} />
        <BuyBox key={product.id} product={product} />
      </Box>
      <Stack spacing={5} sx={{ mt: 6 }} divider={<Divider />}>
        {product.description && (
          <Box component="section" aria-labelledby="product-description" sx={{ maxWidth: 820 }}>
            <Typography id="product-description" variant="h2" sx={{ mb: 1 }}>
              {t('product.description')}
            </Typography>
            <SafeHtml html={product.description} />
          </Box>
        )}
        <ProductFacts product={product} />
        {product.downloads.length > 0 && <Downloads downloads={product.downloads} />}
        <Reviews reviews={reviews} productId={product.parentId ?? product.id} productName={product.name} />
      </Stack>
      <Box sx={{ mt: 5 }}>
        <CrossSelling groups={crossSelling} />
      </Box>
      <RecentlyViewed exclude={familyOf(product)} />
    </Container>
  );
}
