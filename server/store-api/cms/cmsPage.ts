import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { StoreDeps } from '../hooks';
import { idFor } from '../../lib/ids';
import { withoutNulls } from '../../lib/json';
import { translate } from '../../lib/i18n';
import { loadMedia, serializeMedia, type RequestContext } from '../context/public';

/** Stored layout (cms_page.layout): sections -> blocks -> slots; `{$t: {locale: text}}` marks translated values. */
export interface StoredSlot {
  slot: string;
  type: string;
  config?: Record<string, { source: string; value: unknown }>;
}
export interface StoredBlock {
  type: string;
  name?: string;
  sectionPosition?: string;
  marginTop?: string;
  marginBottom?: string;
  marginLeft?: string;
  marginRight?: string;
  backgroundColor?: string | null;
  backgroundMediaId?: string | null;
  backgroundMediaMode?: string;
  cssClass?: string | null;
  visibility?: { mobile: boolean; tablet: boolean; desktop: boolean };
  slots: StoredSlot[];
}
export interface StoredSection {
  type: string;
  name?: string;
  sizingMode?: string;
  mobileBehavior?: string;
  backgroundColor?: string | null;
  backgroundMediaId?: string | null;
  backgroundMediaMode?: string;
  cssClass?: string | null;
  visibility?: { mobile: boolean; tablet: boolean; desktop: boolean };
  blocks: StoredBlock[];
}

import { findCmsPage, type CmsPageRow } from './cmsRepository';
import type { PageEntity, SlotResolveInput, SlotResolver } from './types';
export type { PageEntity, SlotResolveInput, SlotResolver };

const ALL_VISIBLE = { mobile: true, tablet: true, desktop: true };

/** Resolves `{$t: {...}}` markers to the context language, recursively. */
export function resolveTranslated(value: unknown, locale: string): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveTranslated(v, locale));
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if ('$t' in obj && obj.$t && typeof obj.$t === 'object') return translate(obj.$t as Record<string, string>, locale) ?? '';
    return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolveTranslated(v, locale)]));
  }
  return value;
}

function mediaOf(input: SlotResolveInput, id: unknown) {
  const row = typeof id === 'string' ? loadMedia(input.deps.db, id) : undefined;
  return row ? serializeMedia(row, input.ctx.locale, input.deps.config.publicUrl) : null;
}

/**
 * The value a mapping path ('category.description', 'product.manufacturer.media') points to in the
 * page's entity, translated values first, like Shopware's CMS element resolvers; undefined when the
 * path does not start with the entity's name or leads nowhere.
 */
export function resolveMapped(entity: PageEntity | null, path: unknown): unknown {
  if (!entity || typeof path !== 'string') return undefined;
  const parts = path.split('.');
  // The first part names the entity ('category.description'); a path without it works as well.
  if (!(parts[0] in entity.data)) parts.shift();
  if (parts.length === 0) return undefined;
  let cur: unknown = entity.data;
  for (const part of parts) {
    if (!cur || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    const obj = cur as Record<string, unknown>;
    const translated = obj.translated as Record<string, unknown> | undefined;
    cur = translated && translated[part] !== undefined && translated[part] !== null ? translated[part] : obj[part];
  }
  return cur ?? undefined;
}

/** A mapped value as text (scalars only, as Shopware's resolveEntityValueToString). */
function mappedText(entity: PageEntity | null, path: unknown): string {
  const v = resolveMapped(entity, path);
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
}

/** Static text of a page with an entity may hold `{{ category.name }}` placeholders. */
function withPlaceholders(entity: PageEntity | null, text: string): string {
  if (!entity) return text;
  return text.replace(/\{\{\s*([a-zA-Z_]+(?:\.[a-zA-Z_]+)+)\s*\}\}/g, (whole, path: string) => (resolveMapped(entity, path) === undefined ? whole : mappedText(entity, path)));
}

/** A `text`-like slot: static content (placeholders filled) or the mapped entity value. */
export function textData(input: SlotResolveInput): Record<string, unknown> {
  const content = input.config.content;
  const text = content?.source === 'mapped' ? mappedText(input.entity, content.value) : withPlaceholders(input.entity, (content?.value as string) ?? '');
  return { content: text, apiAlias: 'cms_text' };
}

/** An image config value: a media id (static) or a media entity of the page's entity (mapped). */
export function configMedia(input: SlotResolveInput, entry: { source: string; value: unknown } | undefined): Record<string, unknown> | null {
  if (!entry) return null;
  if (entry.source === 'mapped') {
    const m = resolveMapped(input.entity, entry.value);
    return m && typeof m === 'object' && !Array.isArray(m) && (m as Record<string, unknown>).apiAlias === 'media' ? (m as Record<string, unknown>) : null;
  }
  return mediaOf(input, entry.value);
}

function imageData(input: SlotResolveInput) {
  const media = configMedia(input, input.config.media);
  return {
    media,
    mediaId: (media?.id as string | undefined) ?? null,
    url: (input.config.url?.value as string) ?? null,
    newTab: !!input.config.newTab?.value,
    apiAlias: 'cms_image',
  };
}
/** Slider items: static media ids with links, or a mapped media list (product.media) of the entity. */
function sliderData(input: SlotResolveInput) {
  const entry = input.config.sliderItems;
  if (entry?.source === 'mapped') {
    const list = resolveMapped(input.entity, entry.value);
    const medias = (Array.isArray(list) ? list : [])
      .map((m) => ((m as Record<string, unknown>)?.apiAlias === 'product_media' ? (m as Record<string, unknown>).media : m) as Record<string, unknown> | null)
      .filter((m): m is Record<string, unknown> => !!m && m.apiAlias === 'media');
    return { sliderItems: medias.map((media) => ({ media, url: null, newTab: false, apiAlias: 'cms_image_slider_item' })), apiAlias: 'cms_image_slider' };
  }
  const items = (entry?.value as Array<{ mediaId: string; url?: string | null; newTab?: boolean }>) ?? [];
  return {
    sliderItems: items.map((item) => ({ media: mediaOf(input, item.mediaId), url: item.url ?? null, newTab: !!item.newTab, apiAlias: 'cms_image_slider_item' })),
    apiAlias: 'cms_image_slider',
  };
}

/** The content slot resolvers; the product ones are in productSlots.ts. Both go into StoreHooks.slotResolvers. */
export const contentSlotResolvers: Readonly<Record<string, SlotResolver>> = {
  text: textData,
  image: imageData,
  'image-slider': sliderData,
  'image-gallery': sliderData,
};

export function loadCmsPageRow(deps: AppDeps, id: string): CmsPageRow | undefined {
  return findCmsPage(deps.db, id);
}

/** A stored CMS page as Shopware's CmsPage entity, every slot's `data` resolved for the context. */
export function resolveCmsPage(
  deps: StoreDeps,
  ctx: RequestContext,
  row: CmsPageRow,
  opts: { req?: FastifyRequest | null; navigationId?: string | null; slots?: string[] | null; entity?: PageEntity | null } = {},
) {
  const locale = ctx.locale;
  let layout: StoredSection[] = [];
  try {
    layout = JSON.parse(row.layout) as StoredSection[];
  } catch {
    layout = [];
  }
  const media = (id: string | null | undefined) => {
    const m = loadMedia(deps.db, id);
    return m ? serializeMedia(m, locale, deps.config.publicUrl) : null;
  };
  const name = translate(row.name, locale);
  const sections = layout.map((section, si) => {
    const sectionId = idFor(`${row.id}:section:${si}`);
    return withoutNulls({
      id: sectionId,
      pageId: row.id,
      position: si,
      type: section.type ?? 'default',
      name: section.name ?? null,
      sizingMode: section.sizingMode ?? 'boxed',
      mobileBehavior: section.mobileBehavior ?? 'wrap',
      backgroundColor: section.backgroundColor ?? null,
      backgroundMediaId: section.backgroundMediaId ?? null,
      backgroundMedia: media(section.backgroundMediaId),
      backgroundMediaMode: section.backgroundMediaMode ?? 'cover',
      cssClass: section.cssClass ?? null,
      visibility: section.visibility ?? ALL_VISIBLE,

      blocks: section.blocks.map((block, bi) => {
        const blockId = idFor(`${row.id}:section:${si}:block:${bi}`);
        return withoutNulls({
          id: blockId,
          sectionId,
          position: bi,
          type: block.type,
          name: block.name ?? null,
          sectionPosition: block.sectionPosition ?? 'main',
          marginTop: block.marginTop ?? '20px',
          marginBottom: block.marginBottom ?? '20px',
          marginLeft: block.marginLeft ?? '0',
          marginRight: block.marginRight ?? '0',
          backgroundColor: block.backgroundColor ?? null,
          backgroundMediaId: block.backgroundMediaId ?? null,
          backgroundMedia: media(block.backgroundMediaId),
          backgroundMediaMode: block.backgroundMediaMode ?? 'cover',
          cssClass: block.cssClass ?? null,
          visibility: block.visibility ?? ALL_VISIBLE,

          slots: block.slots.map((slot) => {
            const slotId = idFor(`${row.id}:section:${si}:block:${bi}:slot:${slot.slot}`);
            const config = resolveTranslated(slot.config ?? {}, locale) as SlotResolveInput['config'];
            const wanted = !opts.slots || opts.slots.includes(slotId);
            const resolver = Object.hasOwn(deps.hooks.slotResolvers, slot.type) ? deps.hooks.slotResolvers[slot.type] : undefined;
            const data = wanted && resolver ? resolver({ deps, ctx, req: opts.req ?? null, config, navigationId: opts.navigationId ?? null, entity: opts.entity ?? null }) : null;
            return withoutNulls({
              id: slotId,
              blockId,
              type: slot.type,
              slot: slot.slot,
              locked: false,
              config,
              fieldConfig: null,
              translated: { config },
              data,

              apiAlias: 'cms_slot',
            });
          }),
          apiAlias: 'cms_block',
        });
      }),
      apiAlias: 'cms_section',
    });
  });
  let config: Record<string, unknown> | null = null;
  try {
    config = row.config ? (JSON.parse(row.config) as Record<string, unknown>) : null;
  } catch {
    config = null;
  }
  return withoutNulls({
    id: row.id,
    name,
    type: row.type,
    cssClass: row.css_class ?? null,
    config,

    translated: { name },
    sections,
    apiAlias: 'cms_page',
  });
}
