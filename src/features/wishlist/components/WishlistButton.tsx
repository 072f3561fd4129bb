import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toggleWishlist } from '../actions';
import { wishlistIdsAtom } from '../atoms';
import { useInBrowser } from '../../../ui/ClientOnly';

export interface WishlistButtonProps extends Omit<IconButtonProps, 'onClick' | 'children'> {
  productId: string;
  name: string;
}

/** The heart: puts a product on the wishlist or takes it off (pressed state = on the list). */
export function WishlistButton({ productId, name, sx, ...rest }: WishlistButtonProps) {
  const { t } = useTranslation();
  const listed = useAtomValue(wishlistIdsAtom).includes(productId);
  const on = useInBrowser() && listed;
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    void toggleWishlist({ id: productId, name }).finally(() => setBusy(false));
  };
  return (
    <IconButton {...rest} aria-label={t('wishlistHeart.toggle', { name })} aria-pressed={on} disabled={busy} onClick={toggle} sx={{ color: on ? 'error.main' : 'text.primary', ...sx }}>
      {on ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}
