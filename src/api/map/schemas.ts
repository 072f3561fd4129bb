import type { Schemas } from '@shopware/api-client/store-api-types';

/** Store API entity types used by the mappers (generated; never written by hand). */
export type Product = Schemas['Product'];
export type Category = Schemas['Category'];
export type Media = Schemas['Media'];
export type CmsPage = Schemas['CmsPage'];
export type CmsSection = Schemas['CmsSection'];
export type CmsBlock = Schemas['CmsBlock'];
export type CmsSlot = Schemas['CmsSlot'];
export type Cart = Schemas['Cart'];
export type LineItem = Schemas['LineItem'];
export type SalesChannelContext = Schemas['SalesChannelContext'];
export type SeoUrl = Schemas['SeoUrl'];
export type ProductListingResult = Schemas['ProductListingResult'];
export type LandingPage = Schemas['LandingPage'];
export type PropertyGroup = Schemas['PropertyGroup'];
export type PropertyGroupOption = Schemas['PropertyGroupOption'];

/** Loose record access for payloads whose shape the schema leaves open (slot data, custom fields). */
export type Loose = Record<string, unknown>;

export const asLoose = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
export const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A translatable field of a Store API entity: its `translated` value (the context language, which
 * Shopware already falls back to the system language for), else the entity's own value; empty
 * strings count as missing. E.g. translated(product, 'name').
 */
export const translated = (entity: unknown, field: string): string | undefined => {
  const e = asLoose(entity);
  return str(asLoose(e.translated)[field]) ?? str(e[field]);
};
export const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
