import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LazyTooltip as Tooltip } from '../../ui/LazyTooltip';
import { isLoggedIn } from '../../api';
import { CartButton } from '../cart';
import { WishlistBadgeButton } from '../wishlist';
import { useLocalePath, useSession } from '../session';

/** Wishlist, account and cart buttons of the header. */
export function HeaderActions() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const loggedIn = isLoggedIn(useSession());
  const accountLabel = loggedIn ? t('header.account') : t('header.login');
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'text.primary' }}>
      <WishlistBadgeButton />
      <Tooltip title={accountLabel}>
        <IconButton href={lp(loggedIn ? '/account' : '/login')} aria-label={accountLabel} color="inherit">
          <PersonOutlineIcon />
        </IconButton>
      </Tooltip>
      <CartButton />
    </Stack>
  );
}
