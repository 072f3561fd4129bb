import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { RequestContext } from '../context/public';

/** What a slot resolver gets to build the slot's `data`. */
export interface SlotResolveInput {
  deps: AppDeps;
  ctx: RequestContext;
  req: FastifyRequest | null;
  config: Record<string, { source: string; value: unknown }>;
  /** The entity the page is shown for (category id of a listing page). */
  navigationId: string | null;
  /** The serialized entity the page belongs to (category, product): source of `mapped` config values. */
  entity: PageEntity | null;
}

/** The entity a page is shown for, as the Store API serializes it (`category`, `product`). */
export interface PageEntity {
  name: 'category' | 'product' | 'landing_page';
  data: Record<string, unknown>;
  /** Product pages: the variant configurator the detail route answers (buy-box settings). */
  configurator?: unknown[];
}
export type SlotResolver = (input: SlotResolveInput) => unknown;
