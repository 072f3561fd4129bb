import { fetchSession, logout, requestLanguage, updateSession } from '../../api';
import { appStore } from '../../app/store';
import { refreshCart } from '../cart';
import { emitAuthEvent, forgetSignedIn, sessionAtom, signedInCustomerIdAtom } from '../session';

/**
 * After sign-in, registration or sign-out the server hands out another context: reload it (and
 * the cart, which may have been merged), keeping the language of the URL. A customer who was
 * not signed in before and is now emits the 'signed-in' event.
 */
export async function reloadSession(): Promise<void> {
  const before = appStore.get(signedInCustomerIdAtom);
  let session = await fetchSession();
  const languageId = requestLanguage();
  if (languageId && session.languageId !== languageId) {
    await updateSession({ languageId }).catch(() => undefined);
    session = { ...session, languageId };
  }
  appStore.set(sessionAtom, session);
  const after = appStore.get(signedInCustomerIdAtom);
  if (after && after !== before) emitAuthEvent('signed-in', after);
  await refreshCart();
}

/**
 * Signs out (POST /account/logout): the server gives a fresh context (the cart stays with the
 * backend's guest rules); emits 'signed-out' so customer-only views (server wishlist, addresses)
 * are cleared.
 */
export async function signOut(): Promise<void> {
  const before = appStore.get(signedInCustomerIdAtom);
  forgetSignedIn();
  await logout().catch(() => undefined);
  await reloadSession().catch(() => undefined);
  emitAuthEvent('signed-out', before);
}

/** After the account was deleted: the server already ended the session. */
export async function afterAccountDeleted(): Promise<void> {
  const before = appStore.get(signedInCustomerIdAtom);
  forgetSignedIn();
  await reloadSession().catch(() => undefined);
  emitAuthEvent('signed-out', before);
}
