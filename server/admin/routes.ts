import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { isId } from '../lib/ids';
import { translate } from '../lib/i18n';
import { errors } from '../store-api/errors';
import { readBody } from '../store-api/validation';
import { ORDER_STATES, type OrderState, setOrderState, updateShipment } from '../store-api/order/public';
import { bearerMatches } from './auth';
import { findAdminReview, listAdminReviews, maintenanceEnabled, setMaintenance, type AdminReviewRow } from './adminRepository';
import { moderateReview } from './reviewModeration';

/**
 * A small token-protected admin API for demos and tests (outside /store-api):
 * `Authorization: Bearer ${ADMIN_TOKEN}`. Review moderation, order states, shipping with tracking
 * codes, maintenance mode.
 */
const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

const invalid = (pointer: string, detail: string, parameters: Record<string, unknown> = {}) => errors.invalidParameter(pointer, detail, parameters);

function serializeReview(r: AdminReviewRow) {
  return {
    id: r.id,
    productId: r.product_id,
    productNumber: r.product_number,
    productName: translate(r.product_name ?? r.parent_name, 'de-DE'),
    customerId: r.customer_id,
    languageId: r.language_id,
    externalUser: r.external_user,
    title: r.title,
    content: r.content,
    points: r.points,
    status: r.status,
    comment: r.comment,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function registerAdminApi(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;

  const guard = async (req: FastifyRequest) => {
    if (!bearerMatches(req.headers.authorization, config.adminToken)) {
      throw errors.adminUnauthorized();
    }
  };

  const loadReview = (id: string): AdminReviewRow => {
    const row = isId(id) ? findAdminReview(db, id) : undefined;
    if (!row) throw errors.productReviewNotFound(id);
    return row;
  };

  app.get('/admin-api/reviews', { onRequest: guard }, async (req) => {
    const q = req.query as Record<string, unknown>;
    const status = typeof q.status === 'string' && q.status !== '' ? q.status : 'all';
    if (status !== 'all' && !(REVIEW_STATUSES as readonly string[]).includes(status)) {
      throw invalid('/status', `Unknown review status "${status}"; use ${REVIEW_STATUSES.join(', ')} or all.`, { status });
    }
    const productId = typeof q.productId === 'string' && q.productId ? q.productId.toLowerCase() : null;
    if (productId !== null && !isId(productId)) throw invalid('/productId', 'productId is not a valid id.');
    const rows = listAdminReviews(db, status, productId);
    return { total: rows.length, elements: rows.map(serializeReview) };
  });

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post<{ Params: { id: string } }>(`/admin-api/reviews/:id/${action}`, { onRequest: guard }, async (req) => {
      const b = readBody(req.body);
      const review = loadReview(req.params.id.toLowerCase());
      let comment: string | null | undefined;
      if (b.comment !== undefined && b.comment !== null) {
        if (typeof b.comment !== 'string' || b.comment.length > 5000) throw invalid('/comment', 'comment has to be a text of at most 5000 characters.');
        comment = b.comment.trim() || null;
      }
      const ratingAverage = moderateReview(db, review, status, comment);
      return { review: serializeReview(loadReview(review.id)), ratingAverage };
    });
  }

  app.post<{ Params: { id: string } }>('/admin-api/orders/:id/state', { onRequest: guard }, async (req) => {
    const b = readBody(req.body);
    const id = req.params.id.toLowerCase();
    if (!isId(id)) throw invalid('/id', 'The order id is not a valid id.');
    const state = b.state;
    if (typeof state !== 'string' || !(ORDER_STATES as readonly string[]).includes(state)) {
      throw errors.noSuchChoice('/state', 'state', state, ORDER_STATES);
    }
    const notify = b.notify === undefined ? true : b.notify === true;
    const order = setOrderState(deps, id, state as OrderState, { notify });
    return { id: order.id, orderNumber: order.order_number, state: order.state };
  });

  app.post<{ Params: { id: string } }>('/admin-api/orders/:id/delivery', { onRequest: guard }, async (req) => {
    const b = readBody(req.body);
    const id = req.params.id.toLowerCase();
    if (!isId(id)) throw invalid('/id', 'The order id is not a valid id.');
    const notify = b.notify === undefined ? true : b.notify === true;
    return updateShipment(deps, id, { state: b.state, trackingCodes: b.trackingCodes }, { notify });
  });

  const maintenanceState = () => ({ maintenance: maintenanceEnabled(db) });
  app.get('/admin-api/maintenance', { onRequest: guard }, async () => maintenanceState());
  app.post('/admin-api/maintenance', { onRequest: guard }, async (req) => {
    const b = readBody(req.body);
    if (typeof b.enabled !== 'boolean') throw invalid('/enabled', 'enabled has to be true or false.');
    setMaintenance(db, b.enabled);
    return maintenanceState();
  });
}
