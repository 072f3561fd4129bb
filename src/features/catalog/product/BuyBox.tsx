import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../api';
import { purchaseRules } from '../../../lib/quantity';
import { unitPriceFor, tierRows } from '../../../lib/tiers';
import { PriceTag } from '../../../ui/PriceTag';
import { ShareButton } from './ShareButton';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { RatingStars } from '../../../ui/RatingStars';
import { usePricesWithheld } from '../../../ui/usePricesWithheld';
import { AddToCartButton } from '../../cart';
import { WishlistButton } from '../../wishlist';
import { AddToDraftButton } from '../../cartDrafts';
import { usePrice, useSession } from '../../session';
import { ProductBadges } from '../components/ProductBadges';
import { Availability } from './Availability';
import { StickyBuyBar } from './StickyBuyBar';
import { TierPriceTable } from './TierPriceTable';
import { VariantSelector } from './VariantSelector';

/** Name, price with tiers, variants, quantity (min/steps/max), add to cart, availability, VAT. */
export function BuyBox({ product, reviewCount }: { product: ProductDetail; reviewCount?: number }) {
  const { t } = useTranslation('catalog');
  const taxState = useSession()?.taxState ?? 'gross';
  const format = usePrice();
  const rules = purchaseRules(product.minPurchase, product.purchaseSteps, product.maxPurchase);
  const [quantity, setQuantity] = useState(rules.min);
  const buyRow = useRef<HTMLDivElement>(null);
  const rows = tierRows(product.tiers);
  const unitPrice = unitPriceFor(rows, quantity, product.price.unitPrice);
  const withheld = usePricesWithheld();
  const vat = taxState === 'net' ? t('product.vatExcl') : taxState === 'tax-free' ? t('product.vatFree') : t('product.vatIncl');
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1}>
        <ProductBadges product={product} size="medium" />
        <Typography variant="h1">{product.name}</Typography>
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
          {product.manufacturer && <Typography color="text.secondary">{product.manufacturer.name}</Typography>}
          <Typography color="text.secondary">{t('product.productNumber', { number: product.productNumber })}</Typography>
          {product.ratingAverage ? (
            <Box component="a" href="#reviews" sx={{ color: 'inherit' }}>
              <RatingStars value={product.ratingAverage} count={reviewCount} />
            </Box>
          ) : null}
        </Stack>
      </Stack>
      <Box>
        <PriceTag price={{ ...product.price, unitPrice }} size="page" showFrom={false} format={format} />
        {!withheld && (
          <Typography variant="body2" color="text.secondary" data-price="">
            {vat}
          </Typography>
        )}
        {product.purchaseUnit && product.unitName ? (
          <Typography variant="body2" color="text.secondary">
            {t('product.contentUnit', { amount: product.purchaseUnit, unit: product.unitName })}
          </Typography>
        ) : null}
      </Box>
      {rows.length > 0 && (
        <Box>
          <TierPriceTable tiers={product.tiers} quantity={quantity} />
        </Box>
      )}
      {product.configurator.length > 0 && <VariantSelector parentId={product.parentId ?? product.id} groups={product.configurator} selected={product.selectedOptionIds} />}
      <Divider />
      <Availability product={product} />
      <Stack ref={buyRow} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <QuantityStepper value={quantity} rules={rules} onChange={setQuantity} label={t('quantity.label')} disabled={!product.available} />
        <AddToCartButton productId={product.id} name={product.name} quantity={quantity} image={product.image} available={product.available} size="large" sx={{ flex: 1, minHeight: 52 }} />
        <WishlistButton productId={product.id} name={product.name} size="large" sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, border: 1, borderColor: 'divider' }} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {/* A withheld price is a guest's: the draft learns the customer's own when it is loaded into the cart. */}
        <AddToDraftButton line={{ productId: product.id, name: product.name, quantity, unitPrice: withheld ? undefined : unitPrice, productNumber: product.productNumber, image: product.image }} />
        <ShareButton name={product.name} />
      </Stack>
      {(rules.min > 1 || rules.step > 1) && (
        <Typography variant="body2" color="text.secondary">
          {t('quantity.rules', { min: rules.min, step: rules.step })}
        </Typography>
      )}
      {rules.max < 999 && (
        <Typography variant="body2" color="text.secondary">
          {t('quantity.max', { max: rules.max })}
        </Typography>
      )}
      <StickyBuyBar product={product} quantity={quantity} unitPrice={unitPrice} anchor={buyRow} />
    </Stack>
  );
}
