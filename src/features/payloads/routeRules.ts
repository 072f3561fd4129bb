import type { RedirectRule } from '../../lib/routeRedirects';

/** The build's route-rule manifest (`builds/meta/{buildId}.json`, written by scripts/payloads.ts). */
export interface RouteRules {
  id: string;
  matcher: { static: Record<string, { payload?: boolean; redirect?: RedirectRule }>; wildcard: Record<string, { online?: boolean }>; dynamic: Record<string, unknown> };
  prerendered: string[];
}

/** A page path as the manifest lists it: decoded, with the trailing slash the SEO URL has. */
export function manifestPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The payload file of a page path ('/Einstreu/' → '/Einstreu/_payload.json'). */
export function payloadUrl(path: string, build: string): string {
  const base = path.replace(/\/+$/, '');
  return `${base.split('/').map(encodeURIComponent).join('/')}/_payload.json?build=${encodeURIComponent(build)}`;
}

/** Whether a page has a payload; both spellings (with and without trailing slash) are tried. */
export function hasPayload(rules: RouteRules | null, path: string): string | null {
  if (!rules) return null;
  const wanted = manifestPath(path);
  for (const candidate of [wanted, wanted.endsWith('/') ? wanted.slice(0, -1) : `${wanted}/`]) {
    if (rules.matcher.static[candidate]?.payload) return candidate;
  }
  return null;
}
