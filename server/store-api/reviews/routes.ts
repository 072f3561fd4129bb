import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoreDeps } from '../hooks';
import { isId } from '../../lib/ids';
import { productNotFound } from '../catalog/public';
import { errors, VIOLATION } from '../errors';
import { nowIso, requireCustomer, str } from '../account/public';
import { readBody, Violations } from '../validation';
import { idempotent } from '../idempotency';
import { recomputeRating } from './rating';
import { reviewableProductId, saveCustomerReview } from './reviewRepository';

/** Shopware's ProductReviewSaveRoute limits. */
export const REVIEW_TITLE_MIN = 5;
export const REVIEW_CONTENT_MIN = 40;

/**
 * POST /product/{productId}/review: logged-in customers write (or rewrite) their review of a
 * product; it waits as pending until the shop approves it (admin API), and only its author sees
 * it meanwhile (the review list shows a customer's own reviews with status false).
 */
export function reviewRoutes(api: FastifyInstance, deps: StoreDeps): void {
  const { db } = deps;

  // A repeated Idempotency-Key (an offline outbox replaying) gets the first answer.
  api.post<{ Params: { productId: string } }>('/product/:productId/review', async (req, reply) => {
    await idempotent(db, req, reply, 'product-review', () => saveReview(req));
    return reply.status(204).send();
  });

  const saveReview = (req: FastifyRequest<{ Params: { productId: string } }>): null => {
    const customer = requireCustomer(db, req.ctx);
    const id = req.params.productId.toLowerCase();
    if (!isId(id)) {
      throw errors.invalidUuidValue(req.params.productId);
    }
    const productId = reviewableProductId(db, id);
    if (!productId) throw productNotFound(id);

    const body = readBody(req.body);
    const c = new Violations();
    const title = str(c, body, 'title', '/title', { required: true, min: REVIEW_TITLE_MIN, max: 255 });
    const content = str(c, body, 'content', '/content', { required: true, min: REVIEW_CONTENT_MIN, max: 5000, multiline: true });
    const name = str(c, body, 'name', '/name', { max: 255 });
    const raw = body.points;
    let points: number | null = null;
    if (raw === undefined || raw === null || raw === '') c.blank('/points', raw);
    else {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(n)) c.type('/points', 'numeric', raw);
      else if (n < 1) c.add('/points', VIOLATION.tooLow, 'This value should be greater than or equal to 1.', { '{{ value }}': n, '{{ compared_value }}': 1 });
      else if (n > 5) c.add('/points', VIOLATION.tooHigh, 'This value should be less than or equal to 5.', { '{{ value }}': n, '{{ compared_value }}': 5 });
      else points = Math.round(n * 2) / 2;
    }
    const review = c.required({ title, content, points });

    const now = nowIso();
    db.transaction(() => {
      saveCustomerReview(db, customer.id, productId, { ...review, author: name ?? customer.first_name, languageId: req.ctx.language.id }, now);
      recomputeRating(db, productId);
    })();
    return null;
  };
}
