import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCESS_KEY } from '../../config';
import { LOCALES } from '../../lib/i18n';
import { idFor } from '../../lib/ids';
import { openDatabase, type Db } from '../connection';
import { migrate } from '../migrate';
import { isSeeded, seedDatabase } from './index';

let db: Db;
let mediaDir: string;

type Row = Record<string, unknown>;
const all = (sql: string, ...params: unknown[]): Row[] => db.prepare(sql).all(...params) as Row[];
const one = (sql: string, ...params: unknown[]): Row => db.prepare(sql).get(...params) as Row;
const json = <T = Record<string, string>>(value: unknown): T => JSON.parse(String(value)) as T;

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'stallwerk-seed-'));
  db = openDatabase(':memory:');
  migrate(db);
  expect(isSeeded(db)).toBe(false);
  await seedDatabase(db, { mediaDir });
}, 180_000);

afterAll(() => {
  db?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('seed: shop setup', () => {
  it('marks the database as seeded and refuses to seed twice', async () => {
    expect(isSeeded(db)).toBe(true);
    await expect(seedDatabase(db, { mediaDir })).rejects.toThrow(/already seeded/);
  });

  it('creates the sales channel with the documented defaults', () => {
    const sc = one('SELECT * FROM sales_channel');
    expect(sc.id).toBe(idFor('sales-channel'));
    expect(sc.access_key).toBe(DEMO_ACCESS_KEY);
    expect(sc.language_id).toBe(idFor('language:de-DE'));
    expect(sc.currency_id).toBe(idFor('currency:EUR'));
    expect(sc.country_id).toBe(idFor('country:DE'));
    expect(sc.payment_method_id).toBe(idFor('payment:card'));
    expect(sc.shipping_method_id).toBe(idFor('shipping:parcel'));
    expect(sc.navigation_category_id).toBe(idFor('category:root-main'));
    expect(sc.footer_category_id).toBe(idFor('category:root-footer'));
    expect(sc.service_category_id).toBe(idFor('category:root-service'));
    expect(sc.home_cms_page_id).toBe(idFor('cms:home'));
    expect(json(sc.config)).toMatchObject({ listingLimit: 10, shopName: 'Stallwerk', newsletter: true });
  });

  it('has the four languages, currencies and countries with their rules', () => {
    expect(all('SELECT code FROM language ORDER BY position').map((r) => r.code)).toEqual(['de-DE', 'en-GB', 'fr-FR', 'ar-AE']);
    const factors = Object.fromEntries(all('SELECT iso_code, factor FROM currency').map((r) => [r.iso_code, r.factor]));
    expect(factors).toEqual({ EUR: 1, CHF: 0.94, GBP: 0.85, AED: 3.95 });
    const countries = Object.fromEntries(all('SELECT * FROM country').map((r) => [r.iso, r]));
    expect(Object.keys(countries).sort()).toEqual(['AE', 'AT', 'BE', 'CH', 'DE', 'FR', 'GB', 'LU', 'NL']);
    for (const iso of ['CH', 'GB', 'AE']) expect(countries[iso].tax_free).toBe(1);
    expect(countries.DE.tax_free).toBe(0);
    expect(countries.AE.postal_code_pattern).toBeNull();
    expect(countries.AE.postal_code_required).toBe(0);
    expect(new RegExp(String(countries.DE.postal_code_pattern)).test('29525')).toBe(true);
    expect(new RegExp(String(countries.NL.postal_code_pattern)).test('1012 AB')).toBe(true);
    expect(new RegExp(String(countries.GB.postal_code_pattern)).test('SW1A 1AA')).toBe(true);
    expect(new RegExp(String(countries.DE.vat_id_pattern)).test('DE123456789')).toBe(true);
    expect(new RegExp(String(countries.AT.vat_id_pattern)).test('ATU12345678')).toBe(true);
    const states = Object.fromEntries(all('SELECT c.iso, COUNT(*) AS n FROM country_state s JOIN country c ON c.id = s.country_id GROUP BY c.iso').map((r) => [r.iso, r.n]));
    expect(states).toMatchObject({ DE: 16, AT: 9, AE: 7 });
    expect(Number(states.CH)).toBeGreaterThanOrEqual(3);
  });

  it('has shipping methods with the exact price rules', () => {
    const rules = Object.fromEntries(all('SELECT technical_name, price_rules FROM shipping_method').map((r) => [r.technical_name, json(r.price_rules)]));
    expect(rules.parcel).toEqual({
      kind: 'weight',
      brackets: [
        { maxWeight: 10, price: 5.9 },
        { maxWeight: 31.5, price: 8.9 },
        { maxWeight: 100, price: 19.9 },
      ],
      freeFrom: 150,
      maxWeight: 100,
    });
    expect(rules.pallet_freight).toEqual({ kind: 'pallet', pricePerPallet: 89, halfPalletPrice: 59 });
    expect(rules.express).toEqual({
      kind: 'weight',
      brackets: [
        { maxWeight: 10, price: 14.9 },
        { maxWeight: 31.5, price: 24.9 },
      ],
      maxWeight: 31.5,
    });
  });

  it('has the payment methods and product sortings', () => {
    const payments: Record<string, Row> = Object.fromEntries(all('SELECT technical_name, handler, adyen_type, media_id FROM payment_method').map((r) => [r.technical_name, r]));
    expect(payments.card).toMatchObject({ handler: 'adyen', adyen_type: 'scheme' });
    expect(payments.sepa).toMatchObject({ handler: 'adyen', adyen_type: 'sepadirectdebit' });
    expect(payments.redirect).toMatchObject({ handler: 'adyen', adyen_type: 'ideal' });
    expect(payments.giftcard).toMatchObject({ handler: 'adyen', adyen_type: 'giftcard' });
    expect(payments.prepayment).toMatchObject({ handler: 'prepayment' });
    expect(payments.invoice).toMatchObject({ handler: 'invoice' });
    for (const p of Object.values(payments)) expect(p.media_id).toBeTruthy();
    const sortings = all('SELECT url_key, fields FROM product_sorting ORDER BY priority DESC');
    expect(sortings.map((s) => s.url_key)).toEqual(['topseller', 'name-asc', 'name-desc', 'price-asc', 'price-desc', 'rating']);
    expect(json(sortings[0].fields)).toEqual([{ field: 'product.sales', order: 'desc', priority: 1, naturalSorting: 0 }]);
  });
});

describe('seed: catalogue', () => {
  it('has at least 42 parent products and 5 manufacturers with logos', () => {
    expect(Number(one('SELECT COUNT(*) AS n FROM product WHERE parent_id IS NULL').n)).toBeGreaterThanOrEqual(42);
    const manufacturers = all('SELECT * FROM manufacturer');
    expect(manufacturers.length).toBeGreaterThanOrEqual(5);
    for (const m of manufacturers) expect(m.media_id).toBeTruthy();
  });

  it('assigns every parent to its leaf and top category, with images, tax and prices', () => {
    const parents = all('SELECT * FROM product WHERE parent_id IS NULL');
    const reduced = idFor('tax:7');
    for (const p of parents) {
      const cats = all('SELECT c.parent_id, c.id FROM product_category pc JOIN category c ON c.id = pc.category_id WHERE pc.product_id = ?', p.id);
      expect(cats.length, String(p.product_number)).toBeGreaterThanOrEqual(1);
      const top = cats.filter((c) => c.parent_id === idFor('category:root-main'));
      expect(top.length, String(p.product_number)).toBe(1);
      const media = all('SELECT media_id FROM product_media WHERE product_id = ? ORDER BY position', p.id).map((r) => r.media_id);
      expect(media.length, String(p.product_number)).toBeGreaterThanOrEqual(2);
      expect(media.length).toBeLessThanOrEqual(3);
      expect(media).toContain(p.cover_media_id);
      const rate = p.tax_id === reduced ? 7 : 19;
      expect(p.price_net).toBeCloseTo(Math.round((Number(p.price_gross) / (1 + rate / 100)) * 100) / 100, 2);
      expect(p.manufacturer_id).toBeTruthy();
    }
    const feedTaxes = all(`SELECT DISTINCT p.tax_id FROM product p JOIN product_category pc ON pc.product_id = p.id WHERE pc.category_id = ?`, idFor('category:feed'));
    expect(feedTaxes).toEqual([{ tax_id: reduced }]);
    const beddingTaxes = all(`SELECT DISTINCT p.tax_id FROM product p JOIN product_category pc ON pc.product_id = p.id WHERE pc.category_id = ?`, idFor('category:bedding'));
    expect(beddingTaxes).toEqual([{ tax_id: idFor('tax:19') }]);
  });

  it('gives each bedding product bag, half pallet and pallet variants', () => {
    for (const leaf of ['bedding-miscanthus', 'bedding-straw-pellets', 'bedding-straw-granulate']) {
      const parents = all('SELECT p.* FROM product p JOIN product_category pc ON pc.product_id = p.id WHERE pc.category_id = ? AND p.parent_id IS NULL', idFor(`category:${leaf}`));
      expect(parents.length, leaf).toBeGreaterThanOrEqual(4);
      for (const parent of parents) {
        const variants = all('SELECT * FROM product WHERE parent_id = ? ORDER BY bags_per_unit', parent.id);
        expect(variants.map((v) => v.bags_per_unit)).toEqual([1, 20, 65]);
        expect(variants.map((v) => v.packaging)).toEqual(['bag', 'half_pallet', 'pallet']);
        expect(variants.map((v) => v.product_number)).toEqual([`${parent.product_number}.1`, `${parent.product_number}.2`, `${parent.product_number}.3`]);
        for (const v of variants) {
          expect(v.name).toBeNull();
          expect(v.display_group).toBe(parent.id);
          expect(all('SELECT option_id FROM product_option WHERE product_id = ?', v.id)).toHaveLength(1);
        }
        expect(parent.price_gross).toBe(Math.min(...variants.map((v) => Number(v.price_gross))));
        expect(all('SELECT * FROM product_configurator_setting WHERE product_id = ?', parent.id)).toHaveLength(3);
      }
    }
    expect(one('SELECT id FROM product WHERE product_number = ?', 'SW-MIS-100.2').id).toBe(idFor('product:SW-MIS-100.2'));
  });

  it('has mats with size/thickness variants and feed with pack sizes', () => {
    const mats = all('SELECT p.id FROM product p JOIN product_category pc ON pc.product_id = p.id WHERE pc.category_id = ? AND p.parent_id IS NULL', idFor('category:mats'));
    expect(mats.length).toBeGreaterThanOrEqual(8);
    for (const m of mats) {
      const n = Number(one('SELECT COUNT(*) AS n FROM product WHERE parent_id = ?', m.id).n);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    const feed = all('SELECT p.id FROM product p JOIN product_category pc ON pc.product_id = p.id WHERE pc.category_id = ? AND p.parent_id IS NULL', idFor('category:feed'));
    expect(feed.length).toBeGreaterThanOrEqual(8);
    const withVariants = feed.filter((f) => Number(one('SELECT COUNT(*) AS n FROM product WHERE parent_id = ?', f.id).n) > 0);
    expect(withVariants.length).toBeGreaterThanOrEqual(2);
    expect(
      all('SELECT p.id FROM product p JOIN product_category pc ON pc.product_id = p.id WHERE pc.category_id = ? AND p.parent_id IS NULL', idFor('category:accessories')).length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('has tier prices ending with an open tier', () => {
    const products = all('SELECT DISTINCT product_id FROM product_price');
    expect(products.length).toBeGreaterThanOrEqual(8);
    for (const { product_id } of products) {
      const tiers = all('SELECT * FROM product_price WHERE product_id = ? ORDER BY quantity_start', product_id);
      const product = one('SELECT price_gross FROM product WHERE id = ?', product_id);
      expect(tiers[0].quantity_start).toBe(1);
      expect(tiers[0].price_gross).toBe(product.price_gross);
      expect(tiers[tiers.length - 1].quantity_end).toBeNull();
      for (let i = 1; i < tiers.length; i++) {
        expect(tiers[i].quantity_start).toBe(Number(tiers[i - 1].quantity_end) + 1);
        expect(Number(tiers[i].price_gross)).toBeLessThan(Number(tiers[i - 1].price_gross));
      }
    }
  });

  it('covers the stock rules', () => {
    expect(one('SELECT stock, is_closeout FROM product WHERE id = ?', idFor('product:SW-LEC-120'))).toEqual({ stock: 0, is_closeout: 1 });
    expect(one('SELECT stock, is_closeout FROM product WHERE id = ?', idFor('product:SW-ZUB-110'))).toEqual({ stock: 3, is_closeout: 1 });
    expect(one('SELECT min_purchase, purchase_steps FROM product WHERE id = ?', idFor('product:SW-PAD-100'))).toEqual({ min_purchase: 4, purchase_steps: 2 });
    expect(Number(one('SELECT COUNT(*) AS n FROM product WHERE max_purchase IS NOT NULL').n)).toBeGreaterThanOrEqual(3);
    expect(Number(one('SELECT COUNT(*) AS n FROM product WHERE mark_as_topseller = 1').n)).toBeGreaterThanOrEqual(5);
    expect(Number(one('SELECT COUNT(*) AS n FROM product WHERE shipping_free = 1').n)).toBeGreaterThanOrEqual(4);
  });

  it('has a downloadable PDF product with a private file on disk', () => {
    const product = one('SELECT * FROM product WHERE id = ?', idFor('product:SW-ZUB-160'));
    expect(product).toMatchObject({ is_download: 1, packaging: 'download', weight: 0 });
    const media = one('SELECT m.* FROM product_download d JOIN media m ON m.id = d.media_id WHERE d.product_id = ?', product.id);
    expect(media).toMatchObject({ private: 1, mime_type: 'application/pdf', file_extension: 'pdf' });
    const file = readFileSync(join(mediaDir, String(media.path)));
    expect(file.length).toBe(media.file_size);
    const text = file.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
  });

  it('has cross-selling lists on at least 10 products', () => {
    expect(Number(one('SELECT COUNT(DISTINCT product_id) AS n FROM product_cross_selling').n)).toBeGreaterThanOrEqual(10);
    expect(Number(one('SELECT COUNT(*) AS n FROM product_cross_selling_assigned').n)).toBeGreaterThanOrEqual(30);
  });

  it('keeps rating averages in line with the approved reviews', () => {
    const reviews = all('SELECT * FROM product_review');
    expect(reviews.length).toBeGreaterThanOrEqual(55);
    expect(new Set(reviews.map((r) => r.product_id)).size).toBeGreaterThanOrEqual(18);
    expect(new Set(reviews.map((r) => r.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    const languages = new Set([idFor('language:de-DE'), idFor('language:en-GB')]);
    for (const r of reviews) expect(languages.has(String(r.language_id))).toBe(true);
    for (const p of all('SELECT id, rating_average FROM product WHERE parent_id IS NULL')) {
      const approved = reviews.filter((r) => r.product_id === p.id && r.status === 'approved').map((r) => Number(r.points));
      if (approved.length === 0) expect(p.rating_average).toBeNull();
      else expect(p.rating_average).toBeCloseTo(approved.reduce((a, b) => a + b, 0) / approved.length, 2);
    }
  });
});

describe('seed: categories, content and SEO', () => {
  it('builds the three roots and the main navigation', () => {
    for (const key of ['root-main', 'root-footer', 'root-service'])
      expect(one('SELECT parent_id, type FROM category WHERE id = ?', idFor(`category:${key}`))).toEqual({ parent_id: null, type: 'folder' });
    const main = all('SELECT id FROM category WHERE parent_id = ?', idFor('category:root-main')).map((r) => r.id);
    for (const key of ['bedding', 'feed', 'mats', 'accessories', 'guides']) expect(main).toContain(idFor(`category:${key}`));
    const link = one("SELECT * FROM category WHERE type = 'link'");
    const external = json(link.external_link);
    for (const l of LOCALES) expect(external[l]).toMatch(/^\//);
    expect(one('SELECT cms_page_id FROM category WHERE id = ?', idFor('category:bedding-miscanthus')).cms_page_id).toBe(idFor('cms:listing'));
  });

  it('has at least 6 guides and 3 blog posts with full German and English text', () => {
    const articles = all("SELECT * FROM category WHERE custom_fields LIKE '%stallwerk_article_kind%'");
    const kinds = articles.map((a) => json<Record<string, unknown>>(a.custom_fields));
    expect(kinds.filter((k) => k.stallwerk_article_kind === 'guide').length).toBeGreaterThanOrEqual(6);
    expect(kinds.filter((k) => k.stallwerk_article_kind === 'blog').length).toBeGreaterThanOrEqual(3);
    for (const a of articles) {
      const fields = json<Record<string, unknown>>(a.custom_fields);
      expect(String(fields.stallwerk_published_at)).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Number(fields.stallwerk_reading_minutes)).toBeGreaterThan(0);
      expect(fields.stallwerk_author).toBeTruthy();
      expect(a.media_id).toBeTruthy();
      for (const l of LOCALES) expect(json(a.description)[l]).toMatch(/^<p>.+<\/p>$/);
      const layout = json<Array<{ blocks: Array<{ slots: Array<{ config: Record<string, { value: unknown }> }> }> }>>(one('SELECT layout FROM cms_page WHERE id = ?', a.cms_page_id).layout);
      const texts = layout
        .flatMap((s) => s.blocks)
        .flatMap((b) => b.slots)
        .map((s) => s.config.content?.value as { $t?: Record<string, string> } | undefined)
        .filter((v) => v?.$t);
      for (const l of ['de-DE', 'en-GB']) {
        const words = texts
          .map((t) => t?.$t?.[l] ?? '')
          .join(' ')
          .replace(/<[^>]+>/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length;
        expect(words, `${a.id} ${l}`).toBeGreaterThanOrEqual(250);
        const paragraphs =
          texts
            .map((t) => t?.$t?.[l] ?? '')
            .join('')
            .match(/<p>/g)?.length ?? 0;
        expect(paragraphs).toBeGreaterThanOrEqual(4);
      }
      const seo = all("SELECT seo_path_info FROM seo_url WHERE foreign_key = ? AND route_name = 'frontend.navigation.page'", a.id);
      expect(seo).toHaveLength(4);
      for (const s of seo) expect(String(s.seo_path_info)).toMatch(/^ratgeber\/(einstreu-ratgeber|blog)\/[a-z0-9-]+\/$/);
    }
  });

  it('has SEO URLs for every category, product and landing page in all languages', () => {
    const check = (ids: string[], route: string, pathPrefix: string) => {
      for (const id of ids) {
        const rows = all('SELECT * FROM seo_url WHERE foreign_key = ? AND route_name = ?', id, route);
        expect(rows.map((r) => r.language_id).sort(), id).toEqual(LOCALES.map((l) => idFor(`language:${l}`)).sort());
        for (const r of rows) {
          expect(r.path_info).toBe(`${pathPrefix}${id}`);
          expect(String(r.seo_path_info)).toMatch(/^[A-Za-z0-9][A-Za-z0-9./-]*$/);
        }
      }
    };
    const categories = all('SELECT id FROM category WHERE parent_id IS NOT NULL').map((r) => String(r.id));
    check(categories, 'frontend.navigation.page', '/navigation/');
    check(
      all('SELECT id FROM product').map((r) => String(r.id)),
      'frontend.detail.page',
      '/detail/',
    );
    check(
      all('SELECT id FROM landing_page').map((r) => String(r.id)),
      'frontend.landing.page',
      '/landingPage/',
    );
    const roots = all('SELECT id FROM category WHERE parent_id IS NULL').map((r) => r.id);
    for (const id of roots) expect(all('SELECT * FROM seo_url WHERE foreign_key = ?', id)).toHaveLength(0);
    const dupes = all('SELECT language_id, lower(seo_path_info) AS p, COUNT(*) AS n FROM seo_url GROUP BY language_id, lower(seo_path_info) HAVING n > 1');
    expect(dupes).toEqual([]);
    const paths = Object.fromEntries(
      all('SELECT l.code, s.seo_path_info FROM seo_url s JOIN language l ON l.id = s.language_id WHERE s.foreign_key = ?', idFor('category:bedding-miscanthus')).map((r) => [r.code, r.seo_path_info]),
    );
    expect(paths).toEqual({ 'de-DE': 'Einstreu/Miscanthus/', 'en-GB': 'Bedding/Miscanthus/', 'fr-FR': 'Litiere/Miscanthus/', 'ar-AE': 'Bedding/Miscanthus/' });
    const variant = one('SELECT seo_path_info FROM seo_url WHERE foreign_key = ? AND language_id = ?', idFor('product:SW-MIS-100.2'), idFor('language:de-DE'));
    expect(variant.seo_path_info).toBe('Miscanthus-Einstreu-Premium/SW-MIS-100.2');
    const guides = all('SELECT seo_path_info FROM seo_url WHERE foreign_key = ?', idFor('category:guides-bedding')).map((r) => r.seo_path_info);
    expect(new Set(guides)).toEqual(new Set(['ratgeber/einstreu-ratgeber/']));
  });

  it('builds the home page with slider, bestsellers, teasers and special sections', () => {
    const home = one('SELECT * FROM cms_page WHERE id = ?', idFor('cms:home'));
    expect(home.type).toBe('landingpage');
    type Block = { type: string; visibility: Record<string, boolean>; slots: Array<{ type: string; config: Record<string, { value: unknown }> }> };
    const layout = json<Array<{ sizingMode: string; backgroundColor: string | null; blocks: Block[] }>>(home.layout);
    const blocks = layout.flatMap((s) => s.blocks);
    const slider = blocks.find((b) => b.type === 'image-slider');
    expect((slider?.slots[0].config.sliderItems.value as unknown[]).length).toBe(3);
    const products = blocks.find((b) => b.type === 'product-slider')?.slots[0].config.products.value as string[];
    expect(products.length).toBeGreaterThanOrEqual(5);
    expect(blocks.filter((b) => b.type === 'image-text').length).toBeGreaterThanOrEqual(3);
    expect(blocks.some((b) => !b.visibility.mobile && !b.visibility.tablet && b.visibility.desktop)).toBe(true);
    expect(layout.some((s) => s.backgroundColor === '#f3efe6' && s.sizingMode === 'full_width')).toBe(true);
    expect(home.layout).toContain('href=\\"/Einstreu/Miscanthus/\\"');
  });

  it('only refers to existing media and products from CMS layouts', () => {
    const mediaIds = new Set(all('SELECT id FROM media').map((r) => r.id));
    const productIds = new Set(all('SELECT id FROM product').map((r) => r.id));
    for (const page of all('SELECT id, layout FROM cms_page')) {
      const layout = String(page.layout);
      for (const m of layout.matchAll(/"(?:media|mediaId|backgroundMediaId)":(?:\{"source":"static","value":)?"([0-9a-f]{32})"/g)) expect(mediaIds.has(m[1]), `${page.id} ${m[1]}`).toBe(true);
      for (const m of layout.matchAll(/"products":\{"source":"static","value":\[([^\]]*)\]/g)) {
        for (const id of m[1].split(',').map((s) => s.replace(/"/g, ''))) expect(productIds.has(id)).toBe(true);
      }
    }
    const landing = one('SELECT * FROM landing_page WHERE id = ?', idFor('landing-page:winteraktion'));
    expect(json(landing.url)).toMatchObject({ 'de-DE': 'winteraktion', 'en-GB': 'winter-deal' });
    expect(landing.cms_page_id).toBe(idFor('cms:landing-winter'));
  });
});

describe('seed: media and translations', () => {
  it('writes every media file and thumbnail to disk', () => {
    const media = all('SELECT * FROM media');
    expect(media.length).toBeGreaterThan(50);
    for (const m of media) {
      const file = join(mediaDir, String(m.path));
      expect(existsSync(file), String(m.path)).toBe(true);
      expect(statSync(file).size).toBe(m.file_size);
      if (m.mime_type === 'image/webp') {
        expect(m.file_extension).toBe('webp');
        expect(String(m.path)).toBe(`${String(m.path).split('/')[0]}/${m.file_name}.webp`);
        const thumbs = json<Array<{ width: number; height: number; path: string }>>(m.thumbnails);
        expect(thumbs.length).toBeGreaterThanOrEqual(1);
        for (const t of thumbs) {
          expect(t.width).toBeLessThan(Number(m.width));
          expect(existsSync(join(mediaDir, t.path)), t.path).toBe(true);
          expect(t.path).toMatch(new RegExp(`/thumbnails/${m.file_name}_${t.width}x${t.height}\\.webp$`));
        }
      }
      for (const l of LOCALES) expect(json(m.alt)[l], `${m.path} ${l}`).toBeTruthy();
    }
  });

  it("never links to external hosts (but the carriers' tracking pages, which a customer opens by choice)", () => {
    const tables = all("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r.name));
    for (const table of tables) {
      for (const row of all(`SELECT * FROM "${table}"`)) {
        const { tracking_url: trackingUrl, ...rest } = row as Record<string, unknown>;
        expect(JSON.stringify(rest), table).not.toMatch(/https?:\/\//i);
        if (table === 'shipping_method' && trackingUrl) {
          for (const url of Object.values(json(trackingUrl) as Record<string, string>)) expect(url).toMatch(/^https:\/\/www\.dhl\.(de|com)\/[^\s]*%s$/);
        }
      }
    }
  });

  it('translates every name into all four locales', () => {
    const columns: Array<[table: string, column: string, where?: string]> = [
      ['currency', 'name'],
      ['country', 'name'],
      ['country_state', 'name'],
      ['salutation', 'display_name'],
      ['salutation', 'letter_name'],
      ['delivery_time', 'name'],
      ['unit', 'name'],
      ['unit', 'short_code'],
      ['manufacturer', 'name'],
      ['manufacturer', 'description'],
      ['property_group', 'name'],
      ['property_group_option', 'name'],
      ['cms_page', 'name'],
      ['category', 'name'],
      ['category', 'description', 'description IS NOT NULL'],
      ['landing_page', 'name'],
      ['landing_page', 'url'],
      ['product', 'name', 'parent_id IS NULL'],
      ['product', 'description', 'parent_id IS NULL'],
      ['product', 'meta_title', 'parent_id IS NULL'],
      ['product_cross_selling', 'name'],
      ['product_sorting', 'label'],
      ['shipping_method', 'name'],
      ['shipping_method', 'description'],
      ['payment_method', 'name'],
      ['payment_method', 'description'],
    ];
    for (const [table, column, where] of columns) {
      for (const row of all(`SELECT ${column} AS v FROM ${table}${where ? ` WHERE ${where}` : ''}`)) {
        const value = json(row.v);
        for (const l of LOCALES) expect(value[l], `${table}.${column} ${l}: ${String(row.v).slice(0, 60)}`).toMatch(/\S/);
      }
    }
    // Arabic texts use Arabic script.
    for (const row of all('SELECT name FROM product WHERE parent_id IS NULL')) expect(json(row.name)['ar-AE']).toMatch(/[\u0600-\u06FF]/);
  });
});
