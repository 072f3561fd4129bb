import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { cartCountAtom, sideCartOpenAtom } from '../atoms';
import { useInBrowser } from '../../../ui/ClientOnly';

/** Header cart button with the item count; opens the side cart. */
export function CartButton() {
  const { t } = useTranslation();
  const stored = useAtomValue(cartCountAtom);
  const count = useInBrowser() ? stored : 0;
  const open = useSetAtom(sideCartOpenAtom);
  return (
    <IconButton onClick={() => open(true)} aria-label={t('header.cartWithCount', { count })} aria-haspopup="dialog" color="inherit">
      <Badge badgeContent={count} color="secondary" max={99}>
        <ShoppingCartOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
