import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageView } from '../../../api';
import { addToCart } from '../actions';

export interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick'> {
  productId: string;
  name: string;
  quantity: number;
  image?: ImageView;
  available?: boolean;
}

/** Adds a product to the cart (queued for later when offline). */
export function AddToCartButton({ productId, name, quantity, image, available = true, children, ...props }: AddToCartButtonProps) {
  const { t } = useTranslation('catalog');
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    await addToCart({ productId, name, quantity, image });
    setBusy(false);
  };
  return (
    <Button variant="contained" startIcon={<AddShoppingCartIcon />} disabled={!available || busy} onClick={onClick} aria-busy={busy} {...props}>
      {children ?? (available ? t('buy.addToCart') : t('buy.soldOut'))}
    </Button>
  );
}
