/**
 * Builders for cms_page.layout: sections -> blocks -> slots in the JSON format the CMS route
 * converts to Shopware's CmsPage. Translated config values are {"$t": {locale: text}}.
 */
import { LOCALES, type Locale, type PartialTr, type Tr } from './types';

export interface Visibility {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
}

export interface ConfigValue {
  source: 'static' | 'mapped' | 'default';
  value: unknown;
}

export interface Slot {
  slot: string;
  type: string;
  config: Record<string, ConfigValue>;
}

export interface Block {
  type: string;
  /** Sidebar sections place blocks in 'sidebar' or 'main' (default). */
  sectionPosition?: 'main' | 'sidebar';
  marginTop: string;
  marginBottom: string;
  marginLeft: string;
  marginRight: string;
  backgroundColor: string | null;
  backgroundMediaId: string | null;
  cssClass: string | null;
  visibility: Visibility;
  slots: Slot[];
}

export interface Section {
  type: 'default' | 'sidebar';
  sizingMode: 'boxed' | 'full_width';
  backgroundColor: string | null;
  backgroundMediaId: string | null;
  cssClass: string | null;
  visibility: Visibility;
  blocks: Block[];
}

export const ALL_DEVICES: Visibility = { mobile: true, tablet: true, desktop: true };
export const DESKTOP_ONLY: Visibility = { mobile: false, tablet: false, desktop: true };

export type BlockOptions = Partial<Omit<Block, 'type' | 'slots'>>;
export type SectionOptions = Partial<Omit<Section, 'blocks'>>;

/** A translated config value. Locales left out fall back to de-DE in the reader. */
export function translated(value: PartialTr | Tr): { $t: PartialTr } {
  return { $t: value };
}

const stat = (value: unknown): ConfigValue => ({ source: 'static', value });

export function section(blocks: Block[], opts: SectionOptions = {}): Section {
  return {
    type: opts.type ?? 'default',
    sizingMode: opts.sizingMode ?? 'boxed',
    backgroundColor: opts.backgroundColor ?? null,
    backgroundMediaId: opts.backgroundMediaId ?? null,
    cssClass: opts.cssClass ?? null,
    visibility: opts.visibility ?? ALL_DEVICES,
    blocks,
  };
}

export function block(type: string, slots: Slot[], opts: BlockOptions = {}): Block {
  return {
    type,
    ...(opts.sectionPosition ? { sectionPosition: opts.sectionPosition } : {}),
    marginTop: opts.marginTop ?? '20px',
    marginBottom: opts.marginBottom ?? '20px',
    marginLeft: opts.marginLeft ?? '0',
    marginRight: opts.marginRight ?? '0',
    backgroundColor: opts.backgroundColor ?? null,
    backgroundMediaId: opts.backgroundMediaId ?? null,
    cssClass: opts.cssClass ?? null,
    visibility: opts.visibility ?? ALL_DEVICES,
    slots,
  };
}

export function textSlot(slot: string, html: PartialTr): Slot {
  return { slot, type: 'text', config: { content: stat(translated(html)), verticalAlign: stat(null) } };
}

export function imageSlot(slot: string, mediaId: string, opts: { displayMode?: 'standard' | 'cover' | 'contain'; minHeight?: string; url?: string | null } = {}): Slot {
  return {
    slot,
    type: 'image',
    config: {
      media: stat(mediaId),
      displayMode: stat(opts.displayMode ?? 'standard'),
      minHeight: stat(opts.minHeight ?? '340px'),
      url: stat(opts.url ?? null),
      newTab: stat(false),
      verticalAlign: stat(null),
    },
  };
}

export function textBlock(html: PartialTr, opts: BlockOptions = {}): Block {
  return block('text', [textSlot('content', html)], opts);
}

export function textTeaserBlock(html: PartialTr, opts: BlockOptions = {}): Block {
  return block('text-teaser', [textSlot('content', html)], opts);
}

export function imageBlock(mediaId: string, opts: BlockOptions & { displayMode?: 'standard' | 'cover' | 'contain'; minHeight?: string } = {}): Block {
  return block('image', [imageSlot('image', mediaId, { displayMode: opts.displayMode ?? 'cover', minHeight: opts.minHeight ?? '340px' })], opts);
}

export function imageSliderBlock(mediaIds: string[], opts: BlockOptions = {}): Block {
  return block(
    'image-slider',
    [
      {
        slot: 'imageSlider',
        type: 'image-slider',
        config: {
          sliderItems: stat(mediaIds.map((mediaId) => ({ mediaId, url: null, newTab: false }))),
          navigationArrows: stat('outside'),
          navigationDots: stat('inside'),
          displayMode: stat('cover'),
          minHeight: stat('400px'),
          verticalAlign: stat(null),
          autoSlide: stat(true),
          autoplayTimeout: stat(6000),
          speed: stat(300),
        },
      },
    ],
    { marginTop: '0', marginBottom: '20px', ...opts },
  );
}

/** Image on the left, text on the right (or the other way round with `reverse`). */
export function imageTextBlock(mediaId: string, html: PartialTr, opts: BlockOptions & { reverse?: boolean } = {}): Block {
  const type = opts.reverse ? 'text-image' : 'image-text';
  const slots = opts.reverse
    ? [textSlot('left', html), imageSlot('right', mediaId, { displayMode: 'cover', minHeight: '280px' })]
    : [imageSlot('left', mediaId, { displayMode: 'cover', minHeight: '280px' }), textSlot('right', html)];
  return block(type, slots, opts);
}

/** A teaser card: cover image with the text below it (guide and blog overviews). */
export function imageTextCoverBlock(mediaId: string, html: PartialTr, opts: BlockOptions = {}): Block {
  return block('image-text-cover', [imageSlot('left', mediaId, { displayMode: 'cover', minHeight: '240px' }), textSlot('right', html)], opts);
}

export function productSliderBlock(productIds: string[], title: Tr, opts: BlockOptions = {}): Block {
  return block(
    'product-slider',
    [
      {
        slot: 'productSlider',
        type: 'product-slider',
        config: {
          products: stat(productIds),
          title: stat(translated(title)),
          displayMode: stat('standard'),
          boxLayout: stat('standard'),
          navigationArrows: stat('outside'),
          rotate: stat(false),
          border: stat(false),
          elMinWidth: stat('300px'),
          verticalAlign: stat(null),
        },
      },
    ],
    opts,
  );
}

export function productBoxBlock(productId: string, opts: BlockOptions = {}): Block {
  return block(
    'product-box',
    [{ slot: 'product', type: 'product-box', config: { product: stat(productId), boxLayout: stat('standard'), displayMode: stat('standard'), verticalAlign: stat(null) } }],
    opts,
  );
}

export function productListingBlock(opts: BlockOptions = {}): Block {
  return block(
    'product-listing',
    [
      {
        slot: 'content',
        type: 'product-listing',
        config: {
          boxLayout: stat('standard'),
          showSorting: stat(true),
          useCustomSorting: stat(false),
          availableSortings: stat({}),
          defaultSorting: stat(''),
          filters: stat('manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter'),
          propertyWhitelist: stat([]),
        },
      },
    ],
    opts,
  );
}

/** Filters and sorting of the listing on the same page (Shopware's sidebar-filter element). */
export function sidebarFilterBlock(opts: BlockOptions = {}): Block {
  return block('sidebar-filter', [{ slot: 'content', type: 'sidebar-filter', config: {} }], { sectionPosition: 'sidebar', ...opts });
}

/**
 * Shopware's default product detail layout: heading (name, manufacturer logo), gallery and buy box,
 * description and reviews, cross selling; every element mapped to the product shown.
 */
export function productDetailSections(): Section[] {
  const mapped = (value: string): ConfigValue => ({ source: 'mapped', value });
  return [
    section([
      block('product-heading', [
        { slot: 'left', type: 'product-name', config: { content: mapped('product.name'), verticalAlign: stat(null) } },
        {
          slot: 'right',
          type: 'manufacturer-logo',
          config: { media: mapped('product.manufacturer.media'), url: stat(null), newTab: stat(true), displayMode: stat('standard'), minHeight: stat('40px'), verticalAlign: stat(null) },
        },
      ]),
      block('gallery-buybox', [
        {
          slot: 'left',
          type: 'image-gallery',
          config: {
            sliderItems: mapped('product.media'),
            zoom: stat(true),
            fullScreen: stat(true),
            displayMode: stat('contain'),
            minHeight: stat('430px'),
            navigationArrows: stat('inside'),
            navigationDots: stat('inside'),
            galleryPosition: stat('left'),
            verticalAlign: stat(null),
          },
        },
        { slot: 'right', type: 'buy-box', config: { product: mapped('product'), alignment: stat(null) } },
      ]),
      block('product-description-reviews', [{ slot: 'content', type: 'product-description-reviews', config: { product: mapped('product'), alignment: stat(null) } }]),
      block('cross-selling', [
        { slot: 'content', type: 'cross-selling', config: { product: mapped('product'), boxLayout: stat('standard'), elMinWidth: stat('300px'), displayMode: stat('standard') } },
      ]),
    ]),
  ];
}

/** The category's own image and description (mapped), used as listing header. */
export function categoryHeaderBlock(opts: BlockOptions = {}): Block {
  return block(
    'image-text',
    [
      {
        slot: 'left',
        type: 'image',
        config: { media: { source: 'mapped', value: 'category.media' }, displayMode: stat('cover'), minHeight: stat('260px'), url: stat(null), newTab: stat(false), verticalAlign: stat(null) },
      },
      { slot: 'right', type: 'text', config: { content: { source: 'mapped', value: 'category.description' }, verticalAlign: stat('center') } },
    ],
    opts,
  );
}

export function contactFormBlock(title: Tr, confirmation: Tr, opts: BlockOptions = {}): Block {
  return block(
    'form',
    [{ slot: 'content', type: 'form', config: { type: stat('contact'), title: stat(translated(title)), mailReceiver: stat([]), confirmationText: stat(translated(confirmation)) } }],
    opts,
  );
}

/** The storefront path of a de-DE-relative path in a locale (de-DE has no prefix). */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === 'de-DE' ? clean : `/${locale}${clean}`;
}

/** Builds a translation by calling a function for every locale. */
export function perLocale(fn: (locale: Locale) => string): Tr {
  const out = {} as Tr;
  for (const l of LOCALES) out[l] = fn(l);
  return out;
}
