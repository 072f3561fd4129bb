import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../customer';
import { notify } from '../notifications';
import { useLocalePath } from '../session';

/** Signs out, says so and shows the sign-in page (as Shopware does after a logout). */
export function useSignOut(): { signOut: () => Promise<void>; busy: boolean } {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    signOut: async () => {
      if (busy) return;
      setBusy(true);
      try {
        await signOut();
        notify('success', t('logout.done'));
        navigate(lp('/login'));
      } finally {
        setBusy(false);
      }
    },
  };
}
