/**
 * Link safety for content coming from the backend (CMS HTML, navigation links):
 * only http(s), mailto and tel URLs and site-relative paths are followed (spec §8).
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export type LinkKind = 'internal' | 'external' | 'refused';

/** Classifies a href relative to the shop's origin. */
export function classifyLink(href: string | null | undefined, origin: string): LinkKind {
  const raw = (href ?? '').trim();
  if (!raw) return 'refused';
  // Control characters and whitespace inside a scheme are used to smuggle "java\tscript:".
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point here
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact.startsWith('//')) return isSameOrigin(`${new URL(origin).protocol}${compact}`, origin) ? 'internal' : 'external';
  if (compact.startsWith('/') || compact.startsWith('#') || compact.startsWith('?')) return 'internal';
  let url: URL;
  try {
    url = new URL(compact, origin);
  } catch {
    return 'refused';
  }
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(compact);
  if (!SAFE_PROTOCOLS.has(url.protocol)) return 'refused';
  if (!hasScheme) return 'internal';
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return 'external';
  return isSameOrigin(url.href, origin) ? 'internal' : 'external';
}

function isSameOrigin(href: string, origin: string): boolean {
  try {
    return new URL(href).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** The router path of an internal link (path, query and hash of the same origin). */
export function internalPath(href: string, origin: string): string {
  const url = new URL(href.trim(), origin);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Opens a URL: internal URLs go through the router, external ones only with the explicit
 * external flag; dangerous protocols are refused. Returns what was done.
 */
export function navigateTo(href: string, options: { external?: boolean; origin: string; navigate: (path: string) => void; open?: (url: string) => void }): LinkKind | 'blocked' {
  const kind = classifyLink(href, options.origin);
  if (kind === 'refused') return 'refused';
  if (kind === 'internal') {
    options.navigate(internalPath(href, options.origin));
    return kind;
  }
  if (!options.external) return 'blocked';
  (options.open ?? ((url) => window.open(url, '_blank', 'noopener,noreferrer')))(href.trim());
  return kind;
}
