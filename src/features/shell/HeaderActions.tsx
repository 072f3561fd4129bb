import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn } from '../../api';
import { ACCOUNT_MENU } from '../account/menu';
import { useSignOut } from '../account/useSignOut';
import { CartButton } from '../cart';
import { useLocalePath, useSession } from '../session';

/** The account menu of a signed-in customer (spec §2: profile, addresses, payment methods, orders, sign out). */
function AccountMenuButton({ label }: { label: string }) {
  const { t, ready } = useTranslation('account', { useSuspense: false });
  const lp = useLocalePath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { signOut, busy } = useSignOut();
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          id="account-menu-button"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'account-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <PersonOutlineIcon />
        </IconButton>
      </Tooltip>
      <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor) && ready} onClose={close} slotProps={{ list: { 'aria-labelledby': 'account-menu-button' } }}>
        {ACCOUNT_MENU.map((m) => (
          <MenuItem key={m.key} component="a" href={lp(m.path)} onClick={close}>{t(`menu.${m.key}`)}</MenuItem>
        ))}
        <Divider />
        <MenuItem
          disabled={busy}
          onClick={() => {
            close();
            void signOut();
          }}
        >
          {t('menu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

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
      {loggedIn ? (
        <AccountMenuButton label={accountLabel} />
      ) : (
        <Tooltip title={accountLabel}>
          <IconButton href={lp('/login')} aria-label={accountLabel} color="inherit">
            <PersonOutlineIcon />
          </IconButton>
        </Tooltip>
      )}
      <CartButton />
    </Stack>
  );
}
