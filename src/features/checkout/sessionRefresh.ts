import { fetchSession, requestLanguage, updateSession } from '../../api';
import { appStore } from '../../app/store';
import { refreshCart } from '../cart';
import { sessionAtom } from '../session';

/**
 * After sign-in, registration or sign-out the server hands out another context: reload it (and
 * the cart, which may have been merged), keeping the language of the URL.
 */
export async function reloadSession(): Promise<void> {
  let session = await fetchSession();
  const languageId = requestLanguage();
  if (languageId && session.languageId !== languageId) {
    await updateSession({ languageId }).catch(() => undefined);
    session = { ...session, languageId };
  }
  appStore.set(sessionAtom, session);
  await refreshCart();
}
