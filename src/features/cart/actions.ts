import { addProducts, addPromotionCode, changeQuantity, fetchCart, isNetworkError, removeLineItems, toFailure, type CartView, type ImageView } from '../../api';
import { appStore } from '../../app/store';
import { i18n } from '../../i18n';
import { newRequestKey } from '../../lib/ids';
import { offlineDbMayHoldData } from '../../offline/presence';
import { notify } from '../notifications';
import { cartAtom, pendingCartAtom, sideCartOpenAtom, type PendingCartItem } from './atoms';
import { cartMessageText } from './messages';
import { rateLimitMessage } from '../errors';

/** IndexedDB (Dexie) is only loaded when the outbox is used, not on the first paint. */
const outbox = () => import('../../offline/outbox');

interface AddPayload {
  productId: string;
  quantity: number;
  name: string;
  image?: ImageView;
}

/** How many carts were applied: a read started before a change must not undo it on screen. */
let appliedCarts = 0;

/** Stores a cart answer and shows each of its messages once. */
export function applyCart(cart: CartView): CartView {
  appliedCarts += 1;
  appStore.set(cartAtom, cart);
  for (const message of cart.messages) notify(message.level, cartMessageText(message));
  return cart;
}

function failureText(error: unknown, fallbackKey: 'errors:addToCart' | 'errors:default'): string {
  const failure = toFailure(error);
  const limited = rateLimitMessage(failure);
  if (limited) return String(i18n.t(limited.key as never, limited.values as never));
  if (failure?.status === 403) return i18n.t('errors:sessionExpired');
  return i18n.t(fallbackKey);
}

/**
 * Reads the cart from the server and shows it, unless another cart was applied while the read was
 * on its way (the answer to an addition, a draft put into the cart): the read may have left
 * before that change, and its older cart would undo it in the header until the next read.
 */
export async function loadCart(): Promise<void> {
  const before = appliedCarts;
  const cart = await fetchCart();
  if (appliedCarts === before) applyCart(cart);
}

/** Reloads the cart from the server (silently keeps the last one when offline). */
export async function refreshCart(): Promise<void> {
  try {
    await loadCart();
  } catch {
    // Offline or backend down: keep what we have.
  }
}

export async function loadPending(): Promise<void> {
  try {
    if (!(await offlineDbMayHoldData())) return appStore.set(pendingCartAtom, []);
    const entries = await (await outbox()).listOutbox();
    const pending: PendingCartItem[] = entries.filter((e) => e.kind === 'cart.add').map((e) => ({ seq: e.seq!, createdAt: e.createdAt, error: e.error, ...(e.payload as AddPayload) }));
    appStore.set(pendingCartAtom, pending);
  } catch {
    appStore.set(pendingCartAtom, []);
  }
}

async function queueAdd(payload: AddPayload, idempotencyKey?: string): Promise<'queued'> {
  await (await outbox()).enqueue('cart.add', payload, idempotencyKey);
  await loadPending();
  notify('info', i18n.t('cart:offline.queued', { name: payload.name }));
  void navigator.serviceWorker?.ready.then((r) => (r as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register('stallwerk-outbox')).catch(() => undefined);
  return 'queued';
}

const onCartPage = () => typeof location !== 'undefined' && /\/checkout\/cart\/?$/.test(location.pathname);

/** Adds a product; offline it is queued in the outbox and sent when the connection returns. */
export async function addToCart(payload: AddPayload): Promise<'added' | 'queued' | 'failed'> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queueAdd(payload);
  // The key goes with the first attempt too: when its answer is lost, the queued retry carries
  // the same key and the server does not add the product a second time.
  const idempotencyKey = newRequestKey();
  try {
    applyCart(await addProducts([{ productId: payload.productId, quantity: payload.quantity }], idempotencyKey));
    // On the cart page the new line shows where the shopper is; the side cart would cover it.
    if (onCartPage()) notify('success', i18n.t('cart:added', { name: payload.name }));
    else appStore.set(sideCartOpenAtom, true);
    return 'added';
  } catch (error) {
    if (isNetworkError(error)) return queueAdd(payload, idempotencyKey);
    notify('danger', failureText(error, 'errors:addToCart'));
    return 'failed';
  }
}

/**
 * Adds several products in one request (order again); the cart's answer carries the server's
 * messages (quantities raised, reduced, products unavailable). Offline every product becomes an
 * outbox entry, sent once when the connection returns.
 */
export async function addManyToCart(items: AddPayload[]): Promise<'added' | 'queued' | 'failed'> {
  const queue = async (): Promise<'queued'> => {
    const box = await outbox();
    for (const item of items) await box.enqueue('cart.add', item);
    await loadPending();
    void navigator.serviceWorker?.ready.then((r) => (r as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register('stallwerk-outbox')).catch(() => undefined);
    return 'queued';
  };
  if (items.length === 0) return 'failed';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  try {
    applyCart(await addProducts(items.map((i) => ({ productId: i.productId, quantity: i.quantity }))));
    return 'added';
  } catch (error) {
    if (isNetworkError(error)) return queue();
    notify('danger', failureText(error, 'errors:addToCart'));
    return 'failed';
  }
}

export async function updateQuantity(lineItemId: string, quantity: number): Promise<boolean> {
  try {
    applyCart(await changeQuantity(lineItemId, quantity));
    return true;
  } catch (error) {
    notify('danger', failureText(error, 'errors:default'));
    return false;
  }
}

export async function removeItem(lineItemId: string): Promise<boolean> {
  try {
    applyCart(await removeLineItems([lineItemId]));
    return true;
  } catch (error) {
    notify('danger', failureText(error, 'errors:default'));
    return false;
  }
}

/**
 * Adds a promotion code; the server's answer says whether it was applied, saved or refused
 * ('refused': the cart came back with a danger message). 'failed': no new cart (already notified).
 */
export async function applyPromotion(code: string): Promise<'applied' | 'refused' | 'failed'> {
  try {
    const cart = applyCart(await addPromotionCode(code));
    return cart.messages.some((m) => m.level === 'danger') ? 'refused' : 'applied';
  } catch (error) {
    notify('danger', failureText(error, 'errors:default'));
    return 'failed';
  }
}

/** Sends queued additions in order; refused ones stay listed with the server's message. */
export async function syncOutbox(): Promise<void> {
  if (!(await offlineDbMayHoldData())) return;
  const { replayOutbox, RefusedError } = await outbox();
  const result = await replayOutbox({
    'cart.add': async (entry) => {
      const payload = entry.payload as AddPayload;
      try {
        applyCart(await addProducts([{ productId: payload.productId, quantity: payload.quantity }], entry.idempotencyKey));
      } catch (error) {
        if (isNetworkError(error)) throw error;
        throw new RefusedError(toFailure(error)?.detail ?? i18n.t('errors:addToCart'));
      }
    },
  }).catch(() => ({ sent: 0, failed: 0 }));
  await loadPending();
  // A replayed key answers with the cart as it was then: read the cart as it is now.
  if (result.sent > 0) await refreshCart();
  if (result.sent > 0) notify('success', i18n.t('cart:offline.sent', { count: result.sent }));
}

export async function discardPending(seq: number): Promise<void> {
  await (await outbox()).removeFromOutbox(seq);
  await loadPending();
}
