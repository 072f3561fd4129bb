import { redirect } from 'react-router';
import { fetchSession, isLoggedIn } from '../../../api';
import { appStore } from '../../../app/store';
import { loadNamespaces } from '../../../i18n';
import { localizePath, splitLocalePath } from '../../../i18n/locales';
import { sessionAtom } from '../../session';

/** Texts of the order pages (they reuse the checkout's order summary and payment state names). */
export const loadOrderTexts = () => loadNamespaces('orders', 'checkout', 'payment', 'cart', 'account');

/** Account order pages need a signed-in customer; others go to the login and come back. */
export async function requireCustomer(request: Request): Promise<void> {
  await loadOrderTexts();
  const url = new URL(request.url);
  const session = await fetchSession();
  appStore.set(sessionAtom, session);
  if (!isLoggedIn(session)) {
    const { locale, path } = splitLocalePath(url.pathname);
    throw redirect(localizePath(locale, `/login?redirect=${encodeURIComponent(path + url.search)}`));
  }
}
