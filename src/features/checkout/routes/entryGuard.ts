import { redirect } from 'react-router';
import { fetchSession, isGuestSession, isLoggedIn, isNetworkError } from '../../../api';
import { appStore } from '../../../app/store';
import { loadNamespaces } from '../../../i18n';
import { localizePath, splitLocalePath } from '../../../i18n/locales';
import { sessionAtom } from '../../session';

/** Texts of the checkout screens. */
export const loadCheckoutTexts = () => loadNamespaces('checkout', 'payment', 'validations', 'cart', 'errors');

/** The entry screens are for visitors only: a customer or guest session continues to /checkout. */
export async function redirectIfSignedIn(request: Request): Promise<void> {
  await loadCheckoutTexts();
  try {
    const session = await fetchSession();
    appStore.set(sessionAtom, session);
    if (isLoggedIn(session) || isGuestSession(session)) throw redirect(localizePath(splitLocalePath(new URL(request.url).pathname).locale, '/checkout'));
  } catch (error) {
    if (!isNetworkError(error)) throw error;
  }
}
