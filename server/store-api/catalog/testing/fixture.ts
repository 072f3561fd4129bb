import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCESS_KEY } from '../../../config';
import { openDatabase, type Db } from '../../../db/connection';
import { migrate } from '../../../db/migrate';
import { idFor } from '../../../lib/ids';

/**
 * A small catalogue for route tests on a migrated in-memory database: one sales channel,
 * languages de-DE/en-GB, EUR/CHF, DE and a tax-free country, a bedding parent with three
 * packaging variants, a simple product with tier and list prices, a mat, a digital guide, an
 * inactive product, reviews, a cross selling, sortings and SEO URLs.
 */
export const F = {
  accessKey: DEMO_ACCESS_KEY,
  de: idFor('language:de-DE'),
  en: idFor('language:en-GB'),
  eur: idFor('currency:EUR'),
  chf: idFor('currency:CHF'),
  countryDe: idFor('country:DE'),
  countryCh: idFor('country:CH'),
  tax19: idFor('tax:standard'),
  tax7: idFor('tax:reduced'),
  root: idFor('category:root'),
  bedding: idFor('category:bedding'),
  pellets: idFor('category:pellets'),
  accessories: idFor('category:accessories'),
  empty: idFor('category:empty'),
  agro: idFor('manufacturer:agro'),
  stroh: idFor('manufacturer:stroh'),
  packaging: idFor('property_group:packaging'),
  dust: idFor('property_group:dust'),
  material: idFor('property_group:material'),
  bag: idFor('option:packaging:bag'),
  halfPallet: idFor('option:packaging:half_pallet'),
  pallet: idFor('option:packaging:pallet'),
  lowDust: idFor('option:dust:low'),
  dustFree: idFor('option:dust:free'),
  miscanthus: idFor('option:material:miscanthus'),
  straw: idFor('option:material:straw'),
  mis: idFor('product:SW-MIS-100'),
  misBag: idFor('product:SW-MIS-100.1'),
  misHalf: idFor('product:SW-MIS-100.2'),
  misPallet: idFor('product:SW-MIS-100.3'),
  str: idFor('product:SW-STR-200'),
  mat: idFor('product:SW-MAT-300'),
  guide: idFor('product:SW-DL-400'),
  off: idFor('product:SW-OFF-500'),
  kg: idFor('unit:kg'),
  days: idFor('delivery_time:1-3'),
  crossSelling: idFor('cross_selling:SW-MIS-100:fits'),
  mediaMis: idFor('media:mis'),
  mediaMis2: idFor('media:mis-2'),
  mediaStr: idFor('media:str'),
  mediaLogo: idFor('media:agro-logo'),
  mediaPdf: idFor('media:guide-pdf'),
} as const;

const tr = (de: string, en?: string) => JSON.stringify(en ? { 'de-DE': de, 'en-GB': en } : { 'de-DE': de });

function insert(db: Db, table: string, row: Record<string, unknown>): void {
  const keys = Object.keys(row);
  const values = keys.map((k) => {
    const v = row[k];
    return typeof v === 'boolean' ? (v ? 1 : 0) : v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
  });
  db.prepare(`INSERT INTO "${table}" (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...values);
}

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), '../../../db/migrations');

/**
 * A migrated in-memory database with the fixture. A migration another feature is still writing may
 * be broken for a while; then the migrations before it are applied (the catalogue needs only 001).
 */
export function openFixtureDatabase(): Db {
  const db = openDatabase(':memory:');
  const dir = mkdtempSync(join(tmpdir(), 'catalog-migrations-'));
  try {
    for (const file of readdirSync(MIGRATIONS)
      .filter((f) => /^\d+_.+\.sql$/.test(f))
      .sort()) {
      copyFileSync(join(MIGRATIONS, file), join(dir, file));
      try {
        migrate(db, dir);
      } catch (e) {
        if (file.startsWith('001_')) throw e;
        break;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  insertCatalogFixture(db);
  return db;
}

export function insertCatalogFixture(db: Db): void {
  db.transaction(() => {
    insert(db, 'language', { id: F.de, code: 'de-DE', name: 'Deutsch', position: 1 });
    insert(db, 'language', { id: F.en, code: 'en-GB', name: 'English', position: 2 });
    insert(db, 'currency', { id: F.eur, iso_code: 'EUR', symbol: '€', factor: 1, decimal_precision: 2, name: tr('Euro', 'Euro'), short_name: tr('EUR'), position: 1 });
    insert(db, 'currency', { id: F.chf, iso_code: 'CHF', symbol: 'CHF', factor: 0.94, decimal_precision: 2, name: tr('Franken', 'Swiss franc'), short_name: tr('CHF'), position: 2 });
    insert(db, 'country', { id: F.countryDe, iso: 'DE', iso3: 'DEU', name: tr('Deutschland', 'Germany'), position: 1, is_eu: 1 });
    insert(db, 'country', { id: F.countryCh, iso: 'CH', iso3: 'CHE', name: tr('Schweiz', 'Switzerland'), position: 2, tax_free: 1 });
    insert(db, 'tax', { id: F.tax19, tax_rate: 19, name: '19 %', position: 1 });
    insert(db, 'tax', { id: F.tax7, tax_rate: 7, name: '7 %', position: 2 });
    insert(db, 'delivery_time', { id: F.days, min: 1, max: 3, unit: 'day', name: tr('1-3 Tage', '1-3 days') });
    insert(db, 'unit', { id: F.kg, short_code: tr('kg'), name: tr('Kilogramm', 'Kilogram') });
    insert(db, 'payment_method', { id: idFor('payment:prepayment'), technical_name: 'prepayment', name: tr('Vorkasse', 'Prepayment'), handler: 'prepayment' });
    insert(db, 'shipping_method', { id: idFor('shipping:parcel'), technical_name: 'parcel', name: tr('Paket', 'Parcel') });

    const thumbs = (base: string) => [
      { width: 400, height: 400, path: `${base}-400.webp` },
      { width: 800, height: 800, path: `${base}-800.webp` },
    ];
    insert(db, 'media', {
      id: F.mediaMis,
      path: 'products/miscanthus.webp',
      file_name: 'miscanthus',
      file_extension: 'webp',
      mime_type: 'image/webp',
      width: 1200,
      height: 1200,
      alt: tr('Miscanthus-Pellets', 'Miscanthus pellets'),
      thumbnails: thumbs('thumbnails/miscanthus'),
    });
    insert(db, 'media', { id: F.mediaMis2, path: 'products/miscanthus-2.webp', file_name: 'miscanthus-2', file_extension: 'webp', mime_type: 'image/webp', width: 1200, height: 1200 });
    insert(db, 'media', {
      id: F.mediaStr,
      path: 'products/stroh.webp',
      file_name: 'stroh',
      file_extension: 'webp',
      mime_type: 'image/webp',
      width: 1200,
      height: 900,
      thumbnails: thumbs('thumbnails/stroh'),
    });
    insert(db, 'media', { id: F.mediaLogo, path: 'manufacturers/agro.svg', file_name: 'agro', file_extension: 'svg', mime_type: 'image/svg+xml' });
    insert(db, 'media', { id: F.mediaPdf, path: 'downloads/guide.pdf', file_name: 'einstreu-ratgeber', file_extension: 'pdf', mime_type: 'application/pdf', private: 1 });

    insert(db, 'manufacturer', { id: F.agro, name: tr('Agro Energie', 'Agro Energy'), description: tr('Miscanthus aus der Region'), link: 'https://example.org/agro', media_id: F.mediaLogo });
    insert(db, 'manufacturer', { id: F.stroh, name: tr('Stroh AG') });

    insert(db, 'property_group', { id: F.packaging, name: tr('Verpackung', 'Packaging'), position: 1, display_type: 'text' });
    insert(db, 'property_group', { id: F.dust, name: tr('Staubgehalt', 'Dust content'), position: 2 });
    insert(db, 'property_group', { id: F.material, name: tr('Material', 'Material'), position: 3, visible_on_product_detail_page: 1 });
    insert(db, 'property_group', { id: idFor('property_group:internal'), name: tr('Intern'), position: 9, filterable: 0, visible_on_product_detail_page: 0 });
    insert(db, 'property_group_option', { id: F.bag, group_id: F.packaging, name: tr('Sack', 'Bag'), position: 1 });
    insert(db, 'property_group_option', { id: F.halfPallet, group_id: F.packaging, name: tr('Halbpalette', 'Half pallet'), position: 2 });
    insert(db, 'property_group_option', { id: F.pallet, group_id: F.packaging, name: tr('Palette', 'Pallet'), position: 3 });
    insert(db, 'property_group_option', { id: F.lowDust, group_id: F.dust, name: tr('staubarm', 'low dust'), position: 1 });
    insert(db, 'property_group_option', { id: F.dustFree, group_id: F.dust, name: tr('entstaubt', 'dust-free'), position: 2 });
    insert(db, 'property_group_option', { id: F.miscanthus, group_id: F.material, name: tr('Miscanthus'), position: 1 });
    insert(db, 'property_group_option', { id: F.straw, group_id: F.material, name: tr('Stroh', 'Straw'), position: 2, color_hex_code: '#e8d08a' });
    insert(db, 'property_group_option', { id: idFor('option:internal'), group_id: idFor('property_group:internal'), name: tr('geheim'), position: 1 });

    insert(db, 'category', { id: F.root, name: tr('Katalog', 'Catalogue'), position: 0 });
    insert(db, 'category', { id: F.bedding, parent_id: F.root, name: tr('Einstreu', 'Bedding'), position: 1 });
    insert(db, 'category', { id: F.pellets, parent_id: F.bedding, name: tr('Pellets', 'Pellets'), position: 1 });
    insert(db, 'category', { id: F.accessories, parent_id: F.root, name: tr('Zubehör', 'Accessories'), position: 2 });
    insert(db, 'category', { id: F.empty, parent_id: F.root, name: tr('Leer', 'Empty'), position: 3 });

    insert(db, 'sales_channel', {
      id: idFor('sales_channel:storefront'),
      name: 'Stallwerk',
      access_key: F.accessKey,
      language_id: F.de,
      currency_id: F.eur,
      country_id: F.countryDe,
      payment_method_id: idFor('payment:prepayment'),
      shipping_method_id: idFor('shipping:parcel'),
      navigation_category_id: F.root,
    });

    // Bedding parent with packaging variants (bag, half pallet, pallet).
    insert(db, 'product', {
      id: F.mis,
      product_number: 'SW-MIS-100',
      name: tr('Miscanthus-Pellets', 'Miscanthus pellets'),
      description: tr('<p>Staubarme Einstreu aus <b>Miscanthus</b>.</p>', '<p>Low-dust bedding made from <b>miscanthus</b>.</p>'),
      keywords: tr('Einstreu Pellets'),
      manufacturer_id: F.agro,
      tax_id: F.tax19,
      delivery_time_id: F.days,
      unit_id: F.kg,
      cover_media_id: F.mediaMis,
      price_gross: 11.9,
      price_net: 10,
      purchase_unit: 20,
      reference_unit: 1,
      stock: 0,
      is_closeout: 0,
      min_purchase: 1,
      purchase_steps: 1,
      shipping_free: 0,
      mark_as_topseller: 1,
      is_download: 0,
      weight: 20,
      rating_average: 4.5,
      pack_unit: tr('Sack', 'Bag'),
      pack_unit_plural: tr('Säcke', 'Bags'),
      sales: 50,
      release_date: '2024-01-15T00:00:00.000Z',
      custom_fields: { stallwerk_bags_per_pallet: 65 },
    });
    insert(db, 'product', { id: F.misBag, parent_id: F.mis, product_number: 'SW-MIS-100.1', stock: 100, packaging: 'bag', bags_per_unit: 1 });
    insert(db, 'product', {
      id: F.misHalf,
      parent_id: F.mis,
      product_number: 'SW-MIS-100.2',
      stock: 5,
      price_gross: 226.1,
      price_net: 190,
      purchase_unit: 400,
      weight: 400,
      packaging: 'half_pallet',
      bags_per_unit: 20,
      shipping_free: 1,
    });
    insert(db, 'product', {
      id: F.misPallet,
      parent_id: F.mis,
      product_number: 'SW-MIS-100.3',
      stock: 0,
      is_closeout: 1,
      price_gross: 690.2,
      price_net: 580,
      purchase_unit: 1300,
      weight: 1300,
      packaging: 'pallet',
      bags_per_unit: 65,
    });
    for (const [variant, option] of [
      [F.misBag, F.bag],
      [F.misHalf, F.halfPallet],
      [F.misPallet, F.pallet],
    ] as const) {
      insert(db, 'product_option', { product_id: variant, option_id: option });
    }
    [F.bag, F.halfPallet, F.pallet].forEach((option, i) => insert(db, 'product_configurator_setting', { id: idFor(`configurator:${option}`), product_id: F.mis, option_id: option, position: i + 1 }));
    insert(db, 'product_property', { product_id: F.mis, option_id: F.lowDust });
    insert(db, 'product_property', { product_id: F.mis, option_id: F.miscanthus });
    insert(db, 'product_property', { product_id: F.mis, option_id: idFor('option:internal') });
    insert(db, 'product_media', { id: idFor('pm:mis:1'), product_id: F.mis, media_id: F.mediaMis, position: 1 });
    insert(db, 'product_media', { id: idFor('pm:mis:2'), product_id: F.mis, media_id: F.mediaMis2, position: 2 });
    insert(db, 'product_category', { product_id: F.mis, category_id: F.pellets });

    // Simple product with tier prices and a list price.
    insert(db, 'product', {
      id: F.str,
      product_number: 'SW-STR-200',
      name: tr('Strohpellets', 'Straw pellets'),
      description: tr('<p>Entstaubte Strohpellets.</p>'),
      manufacturer_id: F.stroh,
      tax_id: F.tax19,
      delivery_time_id: F.days,
      unit_id: F.kg,
      cover_media_id: F.mediaStr,
      price_gross: 9.52,
      price_net: 8,
      list_price_gross: 11.9,
      list_price_net: 10,
      purchase_unit: 15,
      reference_unit: 1,
      stock: 500,
      shipping_free: 1,
      is_closeout: 0,
      sales: 10,
      release_date: '2024-03-02T00:00:00.000Z',
      packaging: 'bag',
      bags_per_unit: 1,
    });
    insert(db, 'product_price', { id: idFor('tier:str:1'), product_id: F.str, quantity_start: 1, quantity_end: 9, price_gross: 9.52, price_net: 8 });
    insert(db, 'product_price', { id: idFor('tier:str:10'), product_id: F.str, quantity_start: 10, quantity_end: null, price_gross: 8.33, price_net: 7 });
    insert(db, 'product_property', { product_id: F.str, option_id: F.dustFree });
    insert(db, 'product_property', { product_id: F.str, option_id: F.straw });
    insert(db, 'product_media', { id: idFor('pm:str:1'), product_id: F.str, media_id: F.mediaStr, position: 1 });
    insert(db, 'product_category', { product_id: F.str, category_id: F.pellets });

    insert(db, 'product', {
      id: F.mat,
      product_number: 'SW-MAT-300',
      name: tr('Paddockmatte', 'Paddock mat'),
      manufacturer_id: F.agro,
      tax_id: F.tax19,
      price_gross: 59.5,
      price_net: 50,
      stock: 3,
      is_closeout: 1,
      max_purchase: 10,
      purchase_steps: 2,
      min_purchase: 2,
      rating_average: 3,
      length: 1600,
      width: 1000,
      height: 30,
      weight: 25,
      sales: 100,
    });
    insert(db, 'product_category', { product_id: F.mat, category_id: F.accessories });

    insert(db, 'product', {
      id: F.guide,
      product_number: 'SW-DL-400',
      name: tr('Einstreu-Ratgeber (PDF)', 'Bedding guide (PDF)'),
      tax_id: F.tax7,
      price_gross: 4.99,
      price_net: 4.66,
      stock: 9999,
      is_download: 1,
      shipping_free: 1,
    });
    insert(db, 'product_download', { id: idFor('download:guide'), product_id: F.guide, media_id: F.mediaPdf, position: 1 });
    insert(db, 'product_category', { product_id: F.guide, category_id: F.accessories });

    insert(db, 'product', { id: F.off, product_number: 'SW-OFF-500', active: 0, name: tr('Alte Pellets'), tax_id: F.tax19, price_gross: 5.95, price_net: 5, stock: 10 });
    insert(db, 'product_category', { product_id: F.off, category_id: F.pellets });

    insert(db, 'product_cross_selling', { id: F.crossSelling, product_id: F.mis, name: tr('Passend dazu', 'Goes well with'), position: 1 });
    insert(db, 'product_cross_selling_assigned', { cross_selling_id: F.crossSelling, product_id: F.str, position: 1 });
    insert(db, 'product_cross_selling_assigned', { cross_selling_id: F.crossSelling, product_id: F.off, position: 2 });
    insert(db, 'product_cross_selling_assigned', { cross_selling_id: F.crossSelling, product_id: F.mat, position: 3 });
    insert(db, 'product_cross_selling', { id: idFor('cross_selling:inactive'), product_id: F.mis, name: tr('Aus'), position: 2, active: 0 });

    const review = (key: string, product: string, points: number, status: string, created: string, language = F.de) =>
      insert(db, 'product_review', {
        id: idFor(`review:${key}`),
        product_id: product,
        language_id: language,
        external_user: `Reiter ${key}`,
        title: `Titel ${key}`,
        content: `Inhalt ${key}`,
        points,
        status,
        created_at: created,
        comment: status === 'approved' ? null : 'Wird geprüft',
      });
    review('a', F.mis, 5, 'approved', '2025-01-01T10:00:00.000Z');
    review('b', F.mis, 4, 'approved', '2025-02-01T10:00:00.000Z', F.en);
    review('c', F.misBag, 3, 'approved', '2025-03-01T10:00:00.000Z');
    review('d', F.mis, 1, 'pending', '2025-04-01T10:00:00.000Z');
    review('e', F.mis, 2, 'rejected', '2025-05-01T10:00:00.000Z');

    const sorting = (key: string, priority: number, label: string, field: string, order: string) =>
      insert(db, 'product_sorting', { id: idFor(`sorting:${key}`), url_key: key, priority, label: tr(label), fields: [{ field, order, priority: 1, naturalSorting: 0 }] });
    sorting('topseller', 5, 'Topseller', 'product.sales', 'desc');
    sorting('name-asc', 4, 'Name A-Z', 'product.name', 'asc');
    sorting('name-desc', 3, 'Name Z-A', 'product.name', 'desc');
    sorting('price-asc', 2, 'Preis aufsteigend', 'product.cheapestPrice', 'asc');
    sorting('price-desc', 1, 'Preis absteigend', 'product.cheapestPrice', 'desc');
    sorting('score', 0, 'Beste Ergebnisse', '_score', 'desc');

    insert(db, 'seo_url', {
      id: idFor('seo:mis:de'),
      language_id: F.de,
      route_name: 'frontend.detail.page',
      foreign_key: F.mis,
      path_info: `/detail/${F.mis}`,
      seo_path_info: 'Miscanthus-Pellets/SW-MIS-100',
    });
    insert(db, 'seo_url', {
      id: idFor('seo:mis:en'),
      language_id: F.en,
      route_name: 'frontend.detail.page',
      foreign_key: F.mis,
      path_info: `/detail/${F.mis}`,
      seo_path_info: 'Miscanthus-pellets/SW-MIS-100',
    });
  })();
}
