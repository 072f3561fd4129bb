import type { BoxStyle, CmsBlockView, CmsElement, CmsPageView, CmsSectionView, CmsSlotView, ImageView, LinkTarget } from '../types';
import { mapImage } from './media';
import { mapProductSummary } from './product';
import { asLoose, str, translated, type CmsBlock, type CmsPage, type CmsSection, type CmsSlot, type Loose, type Media, type Product } from './schemas';

function configEntry(slot: CmsSlot, key: string): Loose {
  const translatedConfig = asLoose(asLoose(slot.translated).config);
  return asLoose(translatedConfig[key] ?? asLoose(slot.config)[key]);
}

/** A slot's static config value (translated config first), e.g. configValue(slot, 'displayMode'). */
export function configValue(slot: CmsSlot, key: string): unknown {
  const entry = configEntry(slot, key);
  return entry.source === 'mapped' ? undefined : entry.value;
}

function boxStyle(entity: Loose): BoxStyle {
  const visibility = asLoose(entity.visibility);
  const mode = str(entity.backgroundMediaMode);
  return {
    cssClass: str(entity.cssClass),
    visibility: { mobile: visibility.mobile !== false, tablet: visibility.tablet !== false, desktop: visibility.desktop !== false },
    backgroundColor: str(entity.backgroundColor),
    backgroundImage: mapImage(entity.backgroundMedia as Media | undefined),
    backgroundMode: mode === 'contain' || mode === 'auto' ? mode : mode ? 'cover' : undefined,
  };
}

const displayMode = (v: unknown): 'standard' | 'cover' | 'contain' => (v === 'cover' || v === 'contain' ? v : 'standard');

function link(url: unknown, newTab: unknown): LinkTarget | undefined {
  const href = str(url);
  return href ? { href, newTab: newTab === true } : undefined;
}

/**
 * Maps one slot to the element the renderer shows; unknown types are kept as 'unknown'. Mapped
 * config values (`category.description`) arrive resolved in the slot's data, as Shopware does it.
 */
export function mapElement(slot: CmsSlot, languageId?: string): CmsElement {
  const data = asLoose(slot.data);
  const products = (list: unknown) => (Array.isArray(list) ? (list as Product[]).map((p) => mapProductSummary(p, languageId)) : []);
  switch (slot.type) {
    case 'text':
      return {
        type: 'text',
        html: str(data.content) ?? str(configValue(slot, 'content')) ?? '',
        verticalAlign: str(configValue(slot, 'verticalAlign')),
      };
    case 'image':
      return {
        type: 'image',
        image: mapImage(data.media as Media | undefined),
        link: link(configValue(slot, 'url') ?? data.url, configValue(slot, 'newTab') ?? data.newTab),
        displayMode: displayMode(configValue(slot, 'displayMode')),
        minHeight: str(configValue(slot, 'minHeight')),
      };
    case 'image-slider':
    case 'image-gallery': {
      const items = (Array.isArray(data.sliderItems) ? data.sliderItems : [])
        .map(asLoose)
        .map((item) => ({ image: mapImage(item.media as Media | undefined), link: link(item.url, item.newTab) }))
        .filter((item): item is { image: ImageView; link: LinkTarget | undefined } => Boolean(item.image));
      if (slot.type === 'image-gallery') return { type: 'image-gallery', items };
      return { type: 'image-slider', items, displayMode: displayMode(configValue(slot, 'displayMode')), minHeight: str(configValue(slot, 'minHeight')) };
    }
    case 'product-box':
      return {
        type: 'product-box',
        product: data.product ? mapProductSummary(data.product as Product, languageId) : undefined,
        productId: str(configValue(slot, 'product')),
        layout: str(configValue(slot, 'boxLayout')) ?? 'standard',
      };
    case 'product-slider': {
      const ids = configValue(slot, 'products');
      return {
        type: 'product-slider',
        title: str(configValue(slot, 'title')),
        products: products(data.products),
        productIds: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
      };
    }
    case 'product-listing':
      return { type: 'product-listing' };
    case 'sidebar-filter':
      return { type: 'sidebar-filter' };
    case 'youtube-video':
    case 'vimeo-video': {
      const videoId = str(configValue(slot, 'videoID')) ?? '';
      return { type: 'video', provider: slot.type === 'youtube-video' ? 'youtube' : 'vimeo', videoId, title: str(configValue(slot, 'iframeTitle')) };
    }
    case 'category-navigation':
      return { type: 'category-navigation' };
    case 'form':
      return { type: 'form', formType: str(configValue(slot, 'type')) ?? 'contact', title: str(configValue(slot, 'title')), confirmation: str(configValue(slot, 'confirmationText')) };
    default:
      return { type: 'unknown', originalType: slot.type };
  }
}

const byPosition = <T extends { position?: number }>(a: T, b: T) => (a.position ?? 0) - (b.position ?? 0);

function mapBlock(block: CmsBlock, languageId: string | undefined): CmsBlockView {
  const b = asLoose(block);
  return {
    ...boxStyle(b),
    id: block.id,
    type: block.type,
    name: str(b.name),
    margins: { top: str(b.marginTop), right: str(b.marginRight), bottom: str(b.marginBottom), left: str(b.marginLeft) },
    slots: (block.slots ?? []).map((slot): CmsSlotView => ({ id: slot.id, slot: slot.slot, ...mapElement(slot, languageId) })),
  };
}

function mapSection(section: CmsSection, languageId: string | undefined): CmsSectionView {
  const blocks = [...(section.blocks ?? [])].sort(byPosition);
  return {
    ...boxStyle(asLoose(section)),
    id: section.id,
    type: section.type === 'sidebar' ? 'sidebar' : 'default',
    sizingMode: section.sizingMode === 'full_width' ? 'full_width' : 'boxed',
    blocks: blocks.filter((b) => b.sectionPosition !== 'sidebar').map((b) => mapBlock(b, languageId)),
    sidebarBlocks: blocks.filter((b) => b.sectionPosition === 'sidebar').map((b) => mapBlock(b, languageId)),
  };
}

export function mapCmsPage(page: CmsPage | null | undefined, languageId?: string): CmsPageView | undefined {
  if (!page) return undefined;
  return {
    id: page.id,
    type: page.type,
    name: translated(page, 'name') ?? '',
    cssClass: str(page.cssClass),
    sections: [...(page.sections ?? [])].sort(byPosition).map((s) => mapSection(s, languageId)),
  };
}

/** Whether a CMS page places the product listing itself (else the page appends it). */
export const hasListingSlot = (page: CmsPageView | undefined): boolean =>
  Boolean(page?.sections.some((s) => [...s.blocks, ...s.sidebarBlocks].some((b) => b.slots.some((slot) => slot.type === 'product-listing'))));
