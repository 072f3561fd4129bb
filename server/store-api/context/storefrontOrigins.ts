import { originOf, type ServerConfig } from '../../config';
import type { RequestContext } from './context';
import { salesChannelConfig } from './salesChannel';

/** What of AppDeps the origins need (not AppDeps itself: server/deps.ts imports this module's entry, context/public.ts). */
type ConfigDeps = { config: ServerConfig };

/**
 * The origins the sales channel's storefront lives on: SALES_CHANNEL_DOMAINS (default PUBLIC_URL,
 * plus the local ports in development) and the domains configured on the sales channel. Payment
 * return URLs and the storefront links in mails may only point there.
 */
export function allowedStorefrontOrigins(deps: ConfigDeps, ctx: RequestContext): Set<string> {
  const origins = new Set(deps.config.storefrontOrigins);
  const add = (u: unknown) => {
    const origin = typeof u === 'string' ? originOf(u) : '';
    if (origin) origins.add(origin);
  };
  add(deps.config.publicUrl);
  const domains = salesChannelConfig(ctx.salesChannel).domains;
  if (Array.isArray(domains)) domains.forEach((d) => add(typeof d === 'object' && d ? (d as { url?: unknown }).url : d));
  return origins;
}

/** An http(s) URL without credentials on one of the storefront's origins (any localhost port in development). */
export function isStorefrontUrl(deps: ConfigDeps, ctx: RequestContext, url: URL): boolean {
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return false;
  if (!deps.config.production && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(url.hostname)) return true;
  return allowedStorefrontOrigins(deps, ctx).has(url.origin);
}
