import { redirect } from 'react-router';
import { fetchSession, isLoggedIn, isNetworkError, type SessionView } from '../../api';
import { appStore } from '../../app/store';
import { loadNamespaces } from '../../i18n';
import { localizePath, splitLocalePath, type Locale } from '../../i18n/locales';
import { sessionAtom } from '../session';

/** Texts of the account screens (the customer form fields live in the checkout namespace). */
export const loadAccountTexts = () => loadNamespaces('account', 'checkout', 'validations', 'errors');

export const localeOf = (request: Request): Locale => splitLocalePath(new URL(request.url).pathname).locale;

/**
 * A `redirect` query value the login may follow: a path of this shop only (no other host, no
 * protocol, no backslashes), else null.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((ch) => ch.charCodeAt(0) < 32)) return null;
  return value;
}

/** /login?redirect=<where the shopper is> in the request's locale. */
export function loginPathFor(request: Request): string {
  const url = new URL(request.url);
  return `${localizePath(localeOf(request), '/login')}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Reads the session afresh; null when the backend cannot be reached. */
async function currentSession(): Promise<SessionView | null> {
  try {
    const session = await fetchSession();
    appStore.set(sessionAtom, session);
    return session;
  } catch (error) {
    if (isNetworkError(error)) return null;
    throw error;
  }
}

/**
 * Account pages need a logged-in customer (spec §6): visitors and guests go to /login with the
 * way back. Returns false when offline (the page shows its offline state).
 */
export async function requireCustomer(request: Request): Promise<boolean> {
  await loadAccountTexts();
  const session = await currentSession();
  if (!session) return false;
  if (!isLoggedIn(session)) throw redirect(loginPathFor(request));
  return true;
}

/** Sign-in and registration are for visitors: a signed-in customer continues to the target or the account. */
export async function redirectCustomer(request: Request): Promise<void> {
  await loadAccountTexts();
  const session = await currentSession();
  if (session && isLoggedIn(session)) {
    const target = safeRedirect(new URL(request.url).searchParams.get('redirect'));
    throw redirect(target ?? localizePath(localeOf(request), '/account'));
  }
}
