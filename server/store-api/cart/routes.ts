import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContext } from '../context/public';
import type { StoreDeps } from '../hooks';
import { errors, violations, VIOLATION } from '../errors';
import { isObject, readBody, Violations } from '../validation';
import type { StoredLineItem } from './calculator';
import { processCart, type CartMutation } from './cartService';
import { promotionLineItemId, findPromotionByCode } from './promotions';
import { serializeCart } from './serialize';
import { cartExists, deleteCart, withCartLock, type StoredCart } from './store';
import { idempotent } from '../idempotency';

/** Most line items one request may add or change. */
const MAX_ITEMS_PER_REQUEST = 100;
/** Most different line items one cart may hold. */
const MAX_CART_ITEMS = 200;

function readItems(body: Record<string, unknown>): Array<Record<string, unknown>> {
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) {
    throw violations([{ pointer: '/items', code: VIOLATION.blank, detail: 'This value should not be blank.' }]);
  }
  if (items.length > MAX_ITEMS_PER_REQUEST) {
    throw violations([{ pointer: '/items', code: VIOLATION.tooLong, detail: `At most ${MAX_ITEMS_PER_REQUEST} line items per request.`, parameters: { limit: MAX_ITEMS_PER_REQUEST } }]);
  }
  const problems = new Violations({ onePerField: false });
  items.forEach((item, i) => {
    if (!isObject(item)) problems.push({ pointer: `/items/${i}`, code: VIOLATION.invalidType, detail: 'A line item has to be an object.' });
  });
  problems.throwIfAny();
  return items as Array<Record<string, unknown>>;
}

/** CartException::invalidQuantity: a quantity has to be a positive integer. */
function readQuantity(value: unknown, pointer: string, fallback: number | null): number {
  if (value === undefined && fallback !== null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw errors.invalidLineItemQuantity(value, pointer);
  }
  return value;
}

/** A promotion line item of the stored cart: the code whose promotion has this line item id. */
function codeOfPromotionItem(deps: StoreDeps, cart: StoredCart, id: string, locale: string, customerId: string | null): { code: string } | { automatic: true } | null {
  for (const code of cart.codes) {
    const promo = findPromotionByCode(deps.db, code, locale, customerId);
    if (promo && promotionLineItemId(promo.id) === id) return { code };
  }
  for (const promotionId of Object.keys(cart.promotionState)) {
    if (promotionLineItemId(promotionId) === id) return cart.promotionState[promotionId].automatic ? { automatic: true } : null;
  }
  return null;
}

/**
 * StoreHooks.contextSwitch: a newly chosen shipping or payment method, currency, country or address
 * (PATCH /context) may not suit the cart. Recalculate it; replaced methods are reported with the
 * next cart answer.
 */
export function recalculateCartAfterSwitch(deps: StoreDeps, ctx: RequestContext): void {
  if (!cartExists(deps.db, ctx.token)) return;
  processCart(deps, ctx, { consumeErrors: false });
}

export function cartRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const answer = (req: FastifyRequest, mutate?: (cart: StoredCart) => CartMutation | void) => serializeCart(deps, processCart(deps, req.ctx, { consumeErrors: true, mutate }));

  // Shopware's CartLoadRoute answers GET and POST alike (the official client reads it by POST).
  api.get('/checkout/cart', async (req) => answer(req));
  api.post('/checkout/cart', async (req) => answer(req));

  api.delete('/checkout/cart', async (req, reply) => {
    withCartLock(deps.db, () => deleteCart(deps.db, req.ctx.token));
    return reply.status(204).send();
  });

  // Add products and promotion codes.
  // Line-item writes honour `Idempotency-Key` per cart: the offline outbox replays an addition whose
  // answer was lost with the same key, and it must not count twice.
  // A repeat answers with the cart as it is now (not as it was after the first attempt).
  const once = <T>(req: FastifyRequest, reply: FastifyReply, run: () => T | Promise<T>) => idempotent(deps.db, req, reply, `cart:${req.ctx.token}`, run, () => answer(req) as T);

  api.post('/checkout/cart/line-item', async (req, reply) =>
    once(req, reply, async () => {
      const items = readItems(readBody(req.body));
      const adds: Array<{ kind: 'product'; id: string; referencedId: string; quantity: number } | { kind: 'promotion'; code: string }> = [];
      const problems = new Violations({ onePerField: false });
      items.forEach((item, i) => {
        const type = item.type ?? 'product';
        if (type !== 'product' && type !== 'promotion') {
          throw errors.lineItemTypeNotSupported(String(type), `/items/${i}/type`);
        }
        if (type === 'promotion') {
          const code = item.referencedId ?? item.code;
          if (typeof code !== 'string' || code.trim() === '') {
            problems.push({ pointer: `/items/${i}/referencedId`, code: VIOLATION.blank, detail: 'Enter a promo code' });
            return;
          }
          if (code.length > 100) {
            problems.push({ pointer: `/items/${i}/referencedId`, code: VIOLATION.tooLong, detail: 'This value is too long.', parameters: { max: 100 } });
            return;
          }
          adds.push({ kind: 'promotion', code: code.trim() });
          return;
        }
        const referencedId = item.referencedId ?? item.id;
        const id = item.id ?? referencedId;
        if (typeof referencedId !== 'string' || referencedId === '' || referencedId.length > 64) {
          problems.push({ pointer: `/items/${i}/referencedId`, code: VIOLATION.blank, detail: 'The product id (referencedId or id) is missing.' });
          return;
        }
        if (typeof id !== 'string' || id === '' || id.length > 64) {
          problems.push({ pointer: `/items/${i}/id`, code: VIOLATION.invalid, detail: 'The line item id has to be a string.' });
          return;
        }
        adds.push({ kind: 'product', id, referencedId: referencedId.toLowerCase(), quantity: readQuantity(item.quantity, `/items/${i}/quantity`, 1) });
      });
      problems.throwIfAny();

      return answer(req, (cart) => {
        const newCodes: string[] = [];
        for (const add of adds) {
          if (add.kind === 'promotion') {
            if (cart.codes.some((c) => c.toUpperCase() === add.code.toUpperCase())) continue;
            cart.codes.push(add.code);
            newCodes.push(add.code);
            continue;
          }
          const existing = cart.items.find((i) => i.id === add.id);
          if (existing) {
            if (existing.referencedId !== add.referencedId) {
              throw errors.mixedLineItemType(add.id);
            }
            existing.quantity = Math.min(existing.quantity + add.quantity, 1_000_000);
          } else {
            if (cart.items.length >= MAX_CART_ITEMS) {
              throw violations([{ pointer: '/items', code: VIOLATION.tooLong, detail: `A cart holds at most ${MAX_CART_ITEMS} line items.` }]);
            }
            const position = cart.items.reduce((m, i) => Math.max(m, i.position + 1), 0);
            const item: StoredLineItem = { id: add.id, type: 'product', referencedId: add.referencedId, quantity: add.quantity, position };
            cart.items.push(item);
          }
        }
        return { newCodes };
      });
    }),
  );

  // Change quantities (and, as Shopware allows, the product of an item).
  api.patch('/checkout/cart/line-item', async (req, reply) =>
    once(req, reply, async () => {
      const items = readItems(readBody(req.body));
      const updates = items.map((item, i) => {
        if (typeof item.id !== 'string' || item.id === '') {
          throw violations([{ pointer: `/items/${i}/id`, code: VIOLATION.blank, detail: 'This value should not be blank.' }]);
        }
        const referencedId = item.referencedId;
        if (referencedId !== undefined && (typeof referencedId !== 'string' || referencedId === '' || referencedId.length > 64)) {
          throw violations([{ pointer: `/items/${i}/referencedId`, code: VIOLATION.invalid, detail: 'The referenced id has to be a string.' }]);
        }
        return {
          id: item.id,
          referencedId: referencedId as string | undefined,
          quantity: item.quantity === undefined ? undefined : readQuantity(item.quantity, `/items/${i}/quantity`, null),
        };
      });
      return answer(req, (cart) => {
        for (const u of updates) {
          const existing = cart.items.find((i) => i.id === u.id);
          if (!existing) {
            const promo = codeOfPromotionItem(deps, cart, u.id, req.ctx.locale, req.ctx.customerId);
            if (promo) {
              throw errors.lineItemNotStackable(u.id);
            }
            throw errors.lineItemNotFound(u.id);
          }
          if (u.quantity !== undefined) existing.quantity = u.quantity;
          if (u.referencedId !== undefined) existing.referencedId = u.referencedId.toLowerCase();
        }
      });
    }),
  );

  const remove = (req: FastifyRequest, ids: string[]) =>
    answer(req, (cart) => {
      for (const id of ids) {
        const index = cart.items.findIndex((i) => i.id === id);
        if (index >= 0) {
          cart.items.splice(index, 1);
          continue;
        }
        const promo = codeOfPromotionItem(deps, cart, id, req.ctx.locale, req.ctx.customerId);
        if (promo && 'code' in promo) {
          cart.codes = cart.codes.filter((c) => c !== promo.code);
          continue;
        }
        if (promo) throw errors.lineItemNotRemovable(id);
        // A code that never led to a line item can be removed by the code itself.
        const byCode = cart.codes.findIndex((c) => c.toUpperCase() === id.toUpperCase());
        if (byCode >= 0) {
          cart.codes.splice(byCode, 1);
          continue;
        }
        throw errors.lineItemNotFound(id);
      }
    });

  const readIds = (value: unknown, pointer: string): string[] => {
    const ids = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_CART_ITEMS || !ids.every((x) => typeof x === 'string' && x !== '' && x.length <= 100)) {
      throw violations([{ pointer, code: VIOLATION.blank, detail: 'A list of line item ids is required.' }]);
    }
    return ids as string[];
  };

  api.post('/checkout/cart/line-item/delete', async (req, reply) => once(req, reply, () => remove(req, readIds(readBody(req.body).ids, '/ids'))));

  // Deprecated variant: DELETE /checkout/cart/line-item?ids[]=…
  api.delete('/checkout/cart/line-item', async (req) => {
    const query = (req.query ?? {}) as Record<string, unknown>;
    return remove(req, readIds(query['ids[]'] ?? query.ids, '/ids'));
  });
}
