import { idFor } from '../../../../lib/ids';
import type { SeedContext } from '../../context';
import { beddingHandbookPdf } from '../../pdf';
import type { SeoUrls } from '../../seo';
import { tr } from '../../types';
import { round2 } from '../../util';
import { topCategory, type CategoryDef } from '../categories';
import { CROSS_SELLING, GOES_WELL_WITH } from '../crossSelling';
import { languageId } from '../languages';
import { REVIEWS } from '../reviews';
import { ACCESSORIES, DOWNLOAD_PRODUCT } from './accessories';
import { accessoryProduct, addProduct, beddingProduct, feedProduct, matProduct, productId, type ProductDef } from './build';
import { FEED } from './feed';
import { MATS } from './mats';
import { MISCANTHUS } from './miscanthus';
import { STRAW_GRANULATE } from './strawGranulate';
import { STRAW_PELLETS } from './strawPellets';

export { productId };

/** Every product of the shop, normalised (images are registered on the way). */
export function buildProducts(ctx: SeedContext): ProductDef[] {
  return [
    ...[...MISCANTHUS, ...STRAW_PELLETS, ...STRAW_GRANULATE].map((i) => beddingProduct(i, ctx.media)),
    ...FEED.map((i) => feedProduct(i, ctx.media)),
    ...MATS.map((i) => matProduct(i, ctx.media)),
    ...ACCESSORIES.map((i) => accessoryProduct(i, ctx.media)),
  ];
}

/** Average of the approved reviews, rounded to two decimals (null without any). */
export function ratingAverage(number: string): number | null {
  const points = REVIEWS.filter((r) => r.product === number && r.status === 'approved').map((r) => r.points);
  return points.length ? round2(points.reduce((a, b) => a + b, 0) / points.length) : null;
}

export function addProducts(ctx: SeedContext, products: ProductDef[], categories: CategoryDef[], seo: SeoUrls): void {
  const numbers = new Set(products.map((p) => p.number));
  for (const p of products) addProduct(ctx, seo, p, topCategory(categories, p.category), ratingAverage(p.number));

  // The digital product's file: a private PDF below <mediaDir>/private/ (never to be served publicly).
  const pdf = ctx.media.file({
    folder: 'private/download',
    name: 'einstreu-handbuch',
    extension: 'pdf',
    mimeType: 'application/pdf',
    content: beddingHandbookPdf,
    private: true,
    alt: tr('Einstreu-Handbuch (PDF)', 'Bedding handbook (PDF)', 'Manuel de la litière (PDF)', 'دليل الفرشة (PDF)'),
  });
  ctx.rows.add('product_download', { id: idFor(`product-download:${DOWNLOAD_PRODUCT}`), product_id: productId(DOWNLOAD_PRODUCT), media_id: pdf, position: 0 });

  const positions = new Map<string, number>();
  for (const cs of CROSS_SELLING) {
    for (const n of [cs.product, ...cs.items]) if (!numbers.has(n)) throw new Error(`Cross-selling refers to unknown product ${n}`);
    const position = positions.get(cs.product) ?? 0;
    positions.set(cs.product, position + 1);
    const id = idFor(`cross-selling:${cs.product}:${position}`);
    ctx.rows.add('product_cross_selling', { id, product_id: productId(cs.product), name: cs.name ?? GOES_WELL_WITH, type: 'productList', position, active: 1, limit_count: 24 });
    cs.items.forEach((n, i) => ctx.rows.add('product_cross_selling_assigned', { cross_selling_id: id, product_id: productId(n), position: i }));
  }

  REVIEWS.forEach((r, i) => {
    if (!numbers.has(r.product)) throw new Error(`Review for unknown product ${r.product}`);
    ctx.rows.add('product_review', {
      id: idFor(`review:${r.product}:${i}`),
      product_id: productId(r.product),
      customer_id: null,
      language_id: languageId(r.locale),
      external_user: r.user,
      title: r.title,
      content: r.content,
      points: r.points,
      status: r.status,
      comment: r.comment ?? null,
      created_at: `${r.date}T10:00:00.000Z`,
    });
  });
}
