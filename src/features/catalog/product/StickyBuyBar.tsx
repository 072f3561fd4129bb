import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useState, type RefObject } from 'react';
import type { ProductDetail } from '../../../api';
import { AddToCartButton } from '../../cart';
import { usePrice } from '../../session';
import { usePricesWithheld } from '../../../ui/usePricesWithheld';
import { useScrolledPast } from '../../../ui/useScrolledPast';

export interface StickyBuyBarProps {
  product: ProductDetail;
  quantity: number;
  unitPrice: number;
  /** The buy box's add-to-cart row: the bar shows while it is scrolled out of view. */
  anchor: RefObject<HTMLElement | null>;
}

/** On phones, price and "add to cart" stay at hand while reading the description. */
export function StickyBuyBar({ product, quantity, unitPrice, anchor }: StickyBuyBarProps) {
  const format = usePrice();
  const withheld = usePricesWithheld();
  const [show, setShow] = useState(false);
  useScrolledPast(anchor, setShow);
  if (!product.available) return null;
  return (
    <Slide direction="up" in={show} appear={false}>
      <Paper
        elevation={8}
        square
        sx={{ display: { md: 'none' }, position: 'fixed', insetInline: 0, bottom: 0, zIndex: (t) => t.zIndex.appBar, px: 2, pt: 1, pb: 'calc(8px + env(safe-area-inset-bottom))' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 700 }}>
              {product.name}
            </Typography>
            {!withheld && (
              <Typography sx={{ fontWeight: 700 }} data-price="">
                {quantity} × {format(unitPrice)}
              </Typography>
            )}
          </Box>
          <AddToCartButton productId={product.id} name={product.name} quantity={quantity} image={product.image} sx={{ flexShrink: 0 }} tabIndex={show ? 0 : -1} />
        </Box>
      </Paper>
    </Slide>
  );
}
