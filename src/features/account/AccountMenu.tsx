import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../session';
import { ACCOUNT_MENU } from './menu';
import { useSignOut } from './useSignOut';

export interface AccountMenuProps {
  anchor: HTMLElement;
  /** id of the button that opened the menu (labels it). */
  labelledBy: string;
  onClose: () => void;
}

/**
 * The header's account menu of a signed-in customer (spec §2: profile, addresses, payment
 * methods, orders, sign out). A lazy chunk: it loads when the account button is pressed.
 */
export default function AccountMenu({ anchor, labelledBy, onClose }: AccountMenuProps) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const { signOut, busy } = useSignOut();
  return (
    <Menu id="account-menu" anchorEl={anchor} open onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {ACCOUNT_MENU.map((m) => (
        <MenuItem key={m.key} component="a" href={lp(m.path)} onClick={onClose}>
          {t(`menu.${m.key}`)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        disabled={busy}
        onClick={() => {
          onClose();
          void signOut();
        }}
      >
        {t('menu.logout')}
      </MenuItem>
    </Menu>
  );
}
