import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip as Tooltip } from '../../ui/LazyTooltip';
import { isLoggedIn } from '../../api';
import { CartButton } from '../cart';
import { WishlistBadgeButton } from '../wishlist';
import { useLocalePath, useSession } from '../session';

// The menu (and its texts) loads when it is opened, not with the first page.
const AccountMenu = lazy(() => import('../account').then((m) => ({ default: m.AccountMenu })));

/** The account button of a signed-in customer: opens the account menu. */
function AccountMenuButton({ label }: { label: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
      {anchor && (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor} labelledBy="account-menu-button" onClose={() => setAnchor(null)} />
        </Suspense>
      )}
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
      <WishlistBadgeButton />
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
