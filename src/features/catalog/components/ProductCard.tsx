import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../api';
import { PriceTag } from '../../../ui/PriceTag';
import { RatingStars } from '../../../ui/RatingStars';
import { usePricesWithheld } from '../../../ui/usePricesWithheld';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';
import { AddToCartButton } from '../../cart';
import { useLocalePath, usePrice, useVatNote } from '../../session';
import { WishlistButton } from '../../wishlist';
import { ProductBadges } from './ProductBadges';

export interface ProductCardProps {
  product: ProductSummary;
  /** Heading level of the product name inside the surrounding page. */
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
  /**
   * A card of the first rows, on screen when the page opens: laid out with the page. Given
   * `content-visibility: auto`, a first layout that ran before the browser had found it on screen
   * (a page rendered in the browser) gave it the placeholder's height, squeezed its image, and
   * moved the rows below when it got its own (a layout shift of 0.02 on search results).
   */
  inFirstRows?: boolean;
}

/** Product card: image, badges, name, rating, price (or "from"), unit price, VAT note, buy button. */
export function ProductCard({ product, headingLevel = 'h3', priority, inFirstRows = priority }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const lp = useLocalePath();
  const vatNote = useVatNote();
  const withheld = usePricesWithheld();
  const format = usePrice();
  const href = lp(product.url);
  const canBuy = !product.hasVariants && product.available;
  return (
    // A listing's cards below the fold are laid out only when they come near the viewport (a phone
    // spent most of a listing's first layout on them); `auto` keeps their real size once rendered.
    <Card
      component="article"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 3 },
        contentVisibility: inFirstRows ? 'visible' : 'auto',
        containIntrinsicSize: { xs: 'auto 470px', sm: 'auto 500px' },
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: '1 / 1', flexShrink: 0, bgcolor: '#f1efe8', overflow: 'hidden' }}>
        {product.image ? (
          <ResponsiveImage image={product.image} width={400} sizes="(max-width: 600px) 50vw, 300px" alt="" priority={priority} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'text.secondary' }}>
            <ImageOutlinedIcon fontSize="large" />
          </Box>
        )}
        <Box sx={{ position: 'absolute', top: 8, insetInlineStart: 8 }}>
          <ProductBadges product={product} />
        </Box>
      </Box>
      {/* Above the card's link overlay. */}
      <WishlistButton
        productId={product.id}
        name={product.name}
        sx={{ position: 'absolute', top: 6, insetInlineEnd: 6, zIndex: 2, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
      />
      <Stack spacing={1} sx={{ p: { xs: 1.5, sm: 2 }, flex: 1 }}>
        <Typography component={headingLevel} sx={{ fontSize: { xs: '0.9375rem', sm: '1rem' }, fontWeight: 700, lineHeight: 1.35 }}>
          {/* The whole card is clickable through this link's overlay. */}
          <Link href={href} color="text.primary" underline="hover" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {product.name}
          </Link>
        </Typography>
        {product.ratingAverage ? <RatingStars value={product.ratingAverage} /> : null}
        <Box sx={{ flex: 1 }} />
        <PriceTag price={product.price} format={format} />
        {!withheld && (
          <Typography variant="caption" color="text.secondary" data-price="">
            {vatNote}
          </Typography>
        )}
        {!product.available && (
          <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
            {t('availability.soldOut')}
          </Typography>
        )}
      </Stack>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, pt: 0, position: 'relative', zIndex: 1 }}>
        {canBuy ? (
          <AddToCartButton
            productId={product.id}
            name={product.name}
            quantity={product.minPurchase}
            image={product.image}
            fullWidth
            aria-label={`${t('buy.addToCart')}: ${product.name}`}
            sx={{ px: 1, fontSize: { xs: '0.875rem', sm: '1rem' }, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
          />
        ) : (
          <AddToCartLink href={href} label={product.hasVariants ? t('buy.chooseVariant') : t('buy.details')} name={product.name} />
        )}
      </Box>
    </Card>
  );
}

function AddToCartLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <Link
      href={href}
      underline="none"
      aria-label={`${label}: ${name}`}
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        textAlign: 'center',
        minHeight: 48,
        px: 1,
        lineHeight: 1.2,
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 2,
        fontWeight: 700,
        fontSize: { xs: '0.875rem', sm: '1rem' },
      }}
    >
      {label}
    </Link>
  );
}
