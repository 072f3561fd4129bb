import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LazyTooltip as Tooltip } from '../../ui/LazyTooltip';
import { isLoggedIn } from '../../api';
import { CartButton } from '../cart';
import { useLocalePath, useSession } from '../session';

/** Wishlist, account and cart buttons of the header. */
export function HeaderActions() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const loggedIn = isLoggedIn(useSession());
  const accountLabel = loggedIn ? t('header.account') : t('header.login');
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'text.primary' }}>
      <Tooltip title={t('header.wishlist')}>
        <IconButton href={lp('/wishlist')} aria-label={t('header.wishlist')} color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
          <FavoriteBorderIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={accountLabel}>
        <IconButton href={lp(loggedIn ? '/account' : '/login')} aria-label={accountLabel} color="inherit">
          <PersonOutlineIcon />
        </IconButton>
      </Tooltip>
      <CartButton />
    </Stack>
  );
}
