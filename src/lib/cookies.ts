/** Minimal cookie access for the few cookies the storefront sets itself. */
export interface CookieOptions {
  days?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export function readCookie(name: string, source: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of source.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Serialises a cookie; `Secure` is added whenever the page is served over https. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}, secure = isHttps()): string {
  const days = options.days ?? 365;
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.round(days * 86400)}`, `Path=${options.path ?? '/'}`, `SameSite=${options.sameSite ?? 'Lax'}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function writeCookie(name: string, value: string, options?: CookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, options);
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { days: 0 });
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}
