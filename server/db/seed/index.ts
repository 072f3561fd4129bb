/**
 * The demo shop data ("seed"): languages, countries, catalogue, CMS pages, guide articles,
 * checkout methods and the sales channel, with pictures rendered to WebP in the media folder.
 */
import type { Db } from '../connection';
import type { SeedContext } from './context';
import { ARTICLES } from './data/articles';
import { articleCategories, articlePages, guideOverviewPages } from './data/articles/build';
import { addBasics } from './data/basics';
import { addCategories, CATEGORIES, categoryPaths, LISTING_CATEGORIES } from './data/categories';
import { addCheckout } from './data/checkout';
import { homePage, listingPage, productDetailPage, winterLandingPage } from './data/cms';
import { contentPages } from './data/contentPages';
import { addCountries } from './data/countries';
import { addLanguages } from './data/languages';
import { addManufacturers } from './data/manufacturers';
import { addProducts, buildProducts, productId } from './data/products';
import { addProperties } from './data/properties';
import { addLandingPages, addSalesChannel } from './data/salesChannel';
import { MediaRegistry } from './images';
import { insertRows, SeedRows } from './rows';
import { SeoUrls } from './seo';

export { SALES_CHANNEL_ID, LANDING_PAGE_ID } from './data/salesChannel';

/** True when the shop has its sales channel, i.e. the seed ran before. */
export function isSeeded(db: Db): boolean {
  try {
    return db.prepare('SELECT 1 FROM sales_channel LIMIT 1').get() !== undefined;
  } catch {
    return false;
  }
}

/** Collects every row of the demo shop (pure, apart from registering pictures). */
export function buildSeed(): SeedContext {
  const ctx: SeedContext = { rows: new SeedRows(), media: new MediaRegistry() };
  const seo = new SeoUrls(ctx.rows);

  addLanguages(ctx);
  addCountries(ctx);
  addBasics(ctx);
  addProperties(ctx);
  addManufacturers(ctx);

  const products = buildProducts(ctx);
  for (const p of products) {
    if (!LISTING_CATEGORIES.includes(p.category)) throw new Error(`${p.number}: ${p.category} is not a listing category`);
  }
  if (ARTICLES.length === 0) throw new Error('No articles');
  const categories = [...CATEGORIES, ...articleCategories(ctx)];
  const paths = categoryPaths(categories);

  listingPage(ctx);
  productDetailPage(ctx);
  const handbook = products.find((p) => p.isDownload);
  if (!handbook) throw new Error('No download product');
  homePage(
    ctx,
    paths,
    products.filter((p) => p.topseller).map((p) => productId(p.number)),
    handbook.images[0],
  );
  guideOverviewPages(ctx, paths);
  articlePages(ctx, paths);
  contentPages(ctx, paths);
  winterLandingPage(ctx, paths);

  addCategories(ctx, categories, seo);
  addLandingPages(ctx, seo);
  addProducts(ctx, products, categories, seo);
  addCheckout(ctx);
  addSalesChannel(ctx);
  return ctx;
}

/** Renders the pictures into `opts.mediaDir`, then inserts everything in one transaction. */
export async function seedDatabase(db: Db, opts: { mediaDir: string }): Promise<void> {
  if (isSeeded(db)) throw new Error('The database is already seeded (a sales_channel row exists).');
  const ctx = buildSeed();
  const media = await ctx.media.writeAll(opts.mediaDir);
  ctx.rows.add('media', ...media);
  db.transaction(() => insertRows(db, ctx.rows))();
}
