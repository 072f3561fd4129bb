import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { isId } from '../lib/ids';
import { translate } from '../lib/i18n';
import { apiError, errors } from '../store-api/errors';
import { readBody } from '../store-api/validation';
import { recomputeRating } from '../store-api/reviews/rating';
import { ORDER_STATES, type OrderState } from '../store-api/order/states';
import { setOrderState } from '../store-api/order/orderState';
import { bearerMatches } from './auth';

/**
 * A small token-protected admin API for demos and tests (outside /store-api):
 * `Authorization: Bearer ${ADMIN_TOKEN}`. Review moderation, order states, maintenance mode.
 */
interface ReviewRow {
  id: string;
  product_id: string;
  customer_id: string | null;
  language_id: string;
  external_user: string | null;
  title: string;
  content: string;
  points: number;
  status: string;
  comment: string | null;
  created_at: string;
  updated_at: string | null;
  product_name: string | null;
  parent_name: string | null;
  product_number: string | null;
}

const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;

const invalid = (pointer: string, detail: string, parameters: Record<string, unknown> = {}) => errors.invalidParameter(pointer, detail, parameters);

function serializeReview(r: ReviewRow) {
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
      throw apiError(401, 'FRAMEWORK__UNAUTHORIZED', 'The admin API needs "Authorization: Bearer <ADMIN_TOKEN>".', {
        headers: { 'www-authenticate': 'Bearer' },
      });
    }
  };

  const loadReview = (id: string): ReviewRow => {
    const row = isId(id)
      ? (db
          .prepare(
            `SELECT r.*, p.name AS product_name, parent.name AS parent_name, p.product_number AS product_number FROM product_review r
             LEFT JOIN product p ON p.id = r.product_id LEFT JOIN product parent ON parent.id = p.parent_id WHERE r.id = ?`,
          )
          .get(id) as ReviewRow | undefined)
      : undefined;
    if (!row) throw apiError(404, 'CONTENT__PRODUCT_REVIEW_NOT_FOUND', `Could not find product review with id "${id}"`, { parameters: { id } });
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
    const rows = db
      .prepare(
        `SELECT r.*, p.name AS product_name, parent.name AS parent_name, p.product_number AS product_number FROM product_review r
         LEFT JOIN product p ON p.id = r.product_id LEFT JOIN product parent ON parent.id = p.parent_id
         WHERE (? = 'all' OR r.status = ?) AND (? IS NULL OR r.product_id = ?) ORDER BY r.created_at DESC, r.id`,
      )
      .all(status, status, productId, productId) as ReviewRow[];
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
      db.transaction(() => {
        db.prepare('UPDATE product_review SET status = ?, comment = CASE WHEN ? THEN ? ELSE comment END, updated_at = ? WHERE id = ?').run(
          status,
          comment === undefined ? 0 : 1,
          comment ?? null,
          new Date().toISOString(),
          review.id,
        );
        recomputeRating(db, review.product_id);
      })();
      const rating = db
        .prepare('SELECT COALESCE(p.rating_average, parent.rating_average) AS r FROM product p LEFT JOIN product parent ON parent.id = p.parent_id WHERE p.id = ?')
        .get(review.product_id) as { r: number | null } | undefined;
      return { review: serializeReview(loadReview(review.id)), ratingAverage: rating?.r ?? null };
    });
  }

  app.post<{ Params: { id: string } }>('/admin-api/orders/:id/state', { onRequest: guard }, async (req) => {
    const b = readBody(req.body);
    const id = req.params.id.toLowerCase();
    if (!isId(id)) throw invalid('/id', 'The order id is not a valid id.');
    const state = b.state;
    if (typeof state !== 'string' || !(ORDER_STATES as readonly string[]).includes(state)) {
      throw apiError(400, 'VIOLATION::NO_SUCH_CHOICE_ERROR', `The state has to be one of ${ORDER_STATES.join(', ')}.`, {
        pointer: '/state',
        parameters: { '{{ value }}': JSON.stringify(state ?? null), '{{ choices }}': ORDER_STATES.join(', ') },
      });
    }
    const notify = b.notify === undefined ? true : b.notify === true;
    const order = setOrderState(deps, id, state as OrderState, { notify });
    return { id: order.id, orderNumber: order.order_number, state: order.state };
  });

  const maintenanceState = () => {
    const row = db.prepare('SELECT maintenance FROM sales_channel ORDER BY rowid LIMIT 1').get() as { maintenance: number } | undefined;
    return { maintenance: !!row?.maintenance };
  };
  app.get('/admin-api/maintenance', { onRequest: guard }, async () => maintenanceState());
  app.post('/admin-api/maintenance', { onRequest: guard }, async (req) => {
    const b = readBody(req.body);
    if (typeof b.enabled !== 'boolean') throw invalid('/enabled', 'enabled has to be true or false.');
    db.prepare('UPDATE sales_channel SET maintenance = ?').run(b.enabled ? 1 : 0);
    return maintenanceState();
  });
}
