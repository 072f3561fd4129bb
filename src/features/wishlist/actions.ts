import { fetchWishlistIds, isNetworkError, mergeWishlist, toFailure } from '../../api';
import { appStore } from '../../app/store';
import { i18n } from '../../i18n';
import { notify } from '../notifications';
import { isOffline, loadSubmissions, queueSubmission, refusalText, sendSubmission, type Submission } from '../outbox';
import { signedInCustomerIdAtom } from '../session';
import { wishlistIdsAtom, wishlistOwnerAtom } from './atoms';
import { addLocalId, clearLocalIds, readLocalIds, removeLocalId } from './localList';
import { mergeLocalWishlist } from './merge';

/** The registered customer whose server wishlist applies (spec §6), or null for the device's list. */
export const wishlistCustomerId = (): string | null => appStore.get(signedInCustomerIdAtom);

/** Wishlist changes still in the outbox, applied on top of the server's list. */
function withPending(ids: string[], pending: Submission[]): string[] {
  let result = [...ids];
  for (const entry of pending) {
    if (entry.error) continue;
    const { productId } = entry.payload as { productId: string };
    if (entry.kind === 'wishlist.add' && !result.includes(productId)) result = [productId, ...result];
    if (entry.kind === 'wishlist.remove') result = result.filter((id) => id !== productId);
  }
  return result;
}

/** Sends the guest's local list to the customer's wishlist (exactly once) and empties it. */
export function mergeGuestWishlist(): Promise<string[]> {
  return mergeLocalWishlist({ readLocal: readLocalIds, merge: mergeWishlist, clearLocal: clearLocalIds });
}

let loading: { customerId: string | null; promise: Promise<void> } | null = null;

async function load(customerId: string | null): Promise<void> {
  if (!customerId) {
    appStore.set(wishlistIdsAtom, await readLocalIds());
    appStore.set(wishlistOwnerAtom, 'guest');
    return;
  }
  try {
    const merged = await mergeGuestWishlist();
    if (merged.length > 0) notify('success', i18n.t('wishlistHeart.merged', { count: merged.length }));
  } catch {
    // Offline or refused: the local list stays and is merged on the next load.
  }
  const pending = (await loadSubmissions()).filter((e) => e.kind === 'wishlist.add' || e.kind === 'wishlist.remove');
  try {
    const ids = withPending(await fetchWishlistIds(), pending);
    if (wishlistCustomerId() !== customerId) return; // signed out meanwhile
    appStore.set(wishlistIdsAtom, ids);
    appStore.set(wishlistOwnerAtom, customerId);
  } catch {
    // Offline: keep what is shown.
  }
}

/**
 * Loads the ids for the hearts and the badge: the device's list for visitors; for a signed-in
 * customer first the merge of the local list, then the server's list (plus queued changes).
 * Calls for the same person share one run; a sign-in during a run loads again after it.
 */
export function loadWishlist(): Promise<void> {
  const customerId = wishlistCustomerId();
  if (loading && loading.customerId === customerId) return loading.promise;
  const before = loading?.promise ?? Promise.resolve();
  const promise: Promise<void> = before
    .catch(() => undefined)
    .then(() => load(customerId))
    .finally(() => {
      if (loading?.promise === promise) loading = null;
    });
  loading = { customerId, promise };
  return promise;
}

/** Adds or removes a product; says so briefly. Returns whether it is on the wishlist now. */
export async function toggleWishlist(product: { id: string; name: string }): Promise<boolean> {
  const ids = appStore.get(wishlistIdsAtom);
  const adding = !ids.includes(product.id);
  const customerId = wishlistCustomerId();
  const confirm = () => notify('success', i18n.t(adding ? 'wishlistHeart.added' : 'wishlistHeart.removed', { name: product.name }));
  if (!customerId) {
    appStore.set(wishlistIdsAtom, adding ? await addLocalId(product.id) : await removeLocalId(product.id));
    confirm();
    return adding;
  }
  const optimistic = adding ? [product.id, ...ids] : ids.filter((id) => id !== product.id);
  appStore.set(wishlistIdsAtom, optimistic);
  const kind = adding ? 'wishlist.add' : 'wishlist.remove';
  const payload = { productId: product.id, name: product.name };
  const queue = async () => {
    await queueSubmission(kind, payload);
    notify('info', i18n.t(adding ? 'wishlistHeart.queuedAdd' : 'wishlistHeart.queuedRemove', { name: product.name }));
    return adding;
  };
  if (isOffline()) return queue();
  try {
    await sendSubmission(kind, payload);
    confirm();
    return adding;
  } catch (error) {
    if (isNetworkError(error)) return queue();
    appStore.set(wishlistIdsAtom, ids);
    notify('danger', toFailure(error) ? refusalText(error) : i18n.t('errors:default'));
    return !adding;
  }
}
