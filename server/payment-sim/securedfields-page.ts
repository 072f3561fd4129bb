/**
 * `securedfields/{clientKey}/{version}/securedFields.html?type=card|giftcard&d=base64(origin)` — the
 * iframe the SDK's CSF creates for every secured field (handleConfig.ts). One input, inline script
 * (client/securedfields.js), no external assets. The parent's exact origin comes from `d` (the SDK
 * sets it to btoa(window.location.origin)), falling back to the Referer the iframe was requested with.
 */
import { readFileSync } from 'node:fs';
import { escapeHtml, originOf, page, safeJson } from './html';

let cachedScript: string | null = null;

function clientScript(): string {
  cachedScript ??= readFileSync(new URL('./client/securedfields.js', import.meta.url), 'utf8');
  return cachedScript;
}

/** Decodes the SDK's `d` parameter (base64 of the merchant page's origin). */
export function parentOriginFromD(d: unknown): string | null {
  if (typeof d !== 'string' || d.length === 0 || d.length > 400) return null;
  try {
    const decoded = Buffer.from(d, 'base64').toString('utf8');
    const origin = originOf(decoded);
    return origin !== null && origin === decoded ? origin : null;
  } catch {
    return null;
  }
}

const SF_CSS = `
  html, body { height: 100%; margin: 0; background: transparent; overflow: hidden; }
  #sf-input { display: block; box-sizing: border-box; width: 100%; height: 100%; min-height: 20px; border: 0; outline: none;
    padding: 0; margin: 0; background: transparent; font: 16px/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #00112c; }
  #sf-input::placeholder { color: #b9c4c9; }
  #sf-input[aria-invalid="true"] { color: #c12424; }
`;

export function securedFieldsPage(opts: { type: string; parentOrigin: string | null }): string {
  const conf = { parentOrigin: opts.parentOrigin, type: opts.type };
  const body = `<input id="sf-input" type="text" inputmode="numeric" autocomplete="off" autocorrect="off" autocapitalize="off" spellcheck="false" disabled aria-label="Secured field">
<script id="sf-conf" type="application/json">${safeJson(conf)}</script>
<noscript>${escapeHtml('JavaScript is required for the secured payment fields.')}</noscript>`;
  return page({ title: 'Secured field', body, css: SF_CSS, script: clientScript() });
}
