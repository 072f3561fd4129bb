import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { idFor } from '../../lib/ids';
import { withoutNulls } from '../../lib/json';
import { translate } from '../../lib/i18n';
import { loadMedia, serializeMedia } from '../context/entities';
import type { RequestContext } from '../context/context';

/** Stored layout (cms_page.layout): sections -> blocks -> slots; `{$t: {locale: text}}` marks translated values. */
export interface StoredSlot { slot: string; type: string; config?: Record<string, { source: string; value: unknown }> }
export interface StoredBlock {
  type: string; name?: string; sectionPosition?: string; marginTop?: string; marginBottom?: string; marginLeft?: string; marginRight?: string;
  backgroundColor?: string | null; backgroundMediaId?: string | null; backgroundMediaMode?: string; cssClass?: string | null;
  visibility?: { mobile: boolean; tablet: boolean; desktop: boolean }; slots: StoredSlot[];
}
export interface StoredSection {
  type: string; name?: string; sizingMode?: string; mobileBehavior?: string; backgroundColor?: string | null; backgroundMediaId?: string | null;
  backgroundMediaMode?: string; cssClass?: string | null; visibility?: { mobile: boolean; tablet: boolean; desktop: boolean }; blocks: StoredBlock[];
}
interface CmsPageRow { id: string; type: string; name: string; css_class: string | null; config: string | null; layout: string }

/** What a slot resolver gets to build the slot's `data`. */
export interface SlotResolveInput {
  deps: AppDeps;
  ctx: RequestContext;
  req: FastifyRequest | null;
  config: Record<string, { source: string; value: unknown }>;
  /** The entity the page is shown for (category id of a listing page). */
  navigationId: string | null;
}
export type SlotResolver = (input: SlotResolveInput) => unknown;
const resolvers = new Map<string, SlotResolver>();
/** Product features register resolvers for product-box, product-slider and product-listing slots. */
export function registerSlotResolver(type: string, resolver: SlotResolver): void {
  resolvers.set(type, resolver);
}

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

registerSlotResolver('text', ({ config }) => ({ content: (config.content?.value as string) ?? '', apiAlias: 'cms_text' }));
registerSlotResolver('image', (input) => ({
  media: mediaOf(input, input.config.media?.value),
  url: (input.config.url?.value as string) ?? null,
  newTab: !!input.config.newTab?.value,
  apiAlias: 'cms_image',
}));
registerSlotResolver('image-slider', (input) => {
  const items = (input.config.sliderItems?.value as Array<{ mediaId: string; url?: string | null; newTab?: boolean }>) ?? [];
  return {
    sliderItems: items.map((item) => ({ media: mediaOf(input, item.mediaId), url: item.url ?? null, newTab: !!item.newTab, apiAlias: 'cms_image_slider_item' })),
    apiAlias: 'cms_image_slider',
  };
});

export function loadCmsPageRow(deps: AppDeps, id: string): CmsPageRow | undefined {
  return deps.db.prepare('SELECT * FROM cms_page WHERE id = ?').get(id) as CmsPageRow | undefined;
}

/** A stored CMS page as Shopware's CmsPage entity, every slot's `data` resolved for the context. */
export function resolveCmsPage(
  deps: AppDeps, ctx: RequestContext, row: CmsPageRow,
  opts: { req?: FastifyRequest | null; navigationId?: string | null; slots?: string[] | null } = {},
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
            const resolver = resolvers.get(slot.type);
            const data = wanted && resolver ? resolver({ deps, ctx, req: opts.req ?? null, config, navigationId: opts.navigationId ?? null }) : null;
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
