import { i18n, loadNamespaces } from '../../i18n';
import { notify } from '../notifications';
import { watchSession } from '../session';

/**
 * Tells a customer whose session the backend no longer knows (signed out elsewhere, password
 * changed, token expired) that they are signed out now, instead of an error page.
 */
export function installSessionWatch(): () => void {
  return watchSession(() => {
    void loadNamespaces('account').then(() => notify('warning', i18n.t('account:session.lost'), { persistent: true }));
  });
}
