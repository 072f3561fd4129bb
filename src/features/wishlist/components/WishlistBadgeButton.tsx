import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip as Tooltip } from '../../../ui/LazyTooltip';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../session';
import { wishlistCountAtom } from '../atoms';
import { useInBrowser } from '../../../ui/ClientOnly';

/** Header link to /wishlist with the number of products on it. */
export function WishlistBadgeButton() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const stored = useAtomValue(wishlistCountAtom);
  const count = useInBrowser() ? stored : 0;
  const label = count > 0 ? t('header.wishlistCount', { count }) : t('header.wishlist');
  return (
    <Tooltip title={label}>
      <IconButton href={lp('/wishlist')} aria-label={label} color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <Badge badgeContent={count} color="primary" max={99}>
          <FavoriteBorderIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
