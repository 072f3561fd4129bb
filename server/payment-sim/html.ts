/** Small HTML helpers for the simulator's shopper-facing pages (no external assets). */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for embedding in a <script type="application/json"> or inline script (no `</script>` breakout). */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const BASE_CSS = `
  :root { color-scheme: light; }
  body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #00112c; background: #fff; }
  main { padding: 16px; max-width: 520px; margin: 0 auto; }
  h1 { font-size: 18px; margin: 0 0 8px; }
  p { margin: 0 0 12px; }
  .sim-badge { display: inline-block; font-size: 11px; letter-spacing: .04em; text-transform: uppercase; background: #ffeaa7; padding: 2px 6px; border-radius: 4px; margin-bottom: 8px; }
  label { display: block; font-weight: 600; margin: 8px 0 4px; }
  input, select { font: inherit; padding: 8px; border: 1px solid #b9c4c9; border-radius: 6px; width: 100%; box-sizing: border-box; }
  .actions { display: flex; gap: 8px; margin-top: 12px; flex-wrap: wrap; }
  button { font: inherit; padding: 8px 14px; border-radius: 6px; border: 1px solid #00112c; background: #00112c; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #00112c; }
  .hint { color: #5c687c; font-size: 13px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; }
  dt { color: #5c687c; } dd { margin: 0; }
`;

/** A complete, self-contained HTML document. */
export function page(opts: { title: string; body: string; lang?: string; css?: string; script?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(opts.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="origin">
<title>${escapeHtml(opts.title)}</title>
<style>${BASE_CSS}${opts.css ?? ''}</style>
</head>
<body>
${opts.body}
${opts.script ? `<script>${opts.script}</script>` : ''}
</body>
</html>`;
}

/** A page that immediately POSTs `fields` to `action` (used between the 3DS method / ACS steps). */
export function autoSubmitPage(title: string, action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return page({
    title,
    body: `<form id="auto" method="POST" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form>`,
    script: `document.getElementById('auto').submit();`,
  });
}

/**
 * A page that posts `message` (a JSON string) to its parent window at exactly `targetOrigin`.
 * Without a known origin it posts nothing (the SDK then times out, as with a broken ACS).
 */
export function postMessagePage(title: string, message: Record<string, unknown>, targetOrigin: string | null, text: string): string {
  const script = targetOrigin ? `window.parent.postMessage(${safeJson(JSON.stringify(message))}, ${safeJson(targetOrigin)});` : '';
  return page({ title, body: `<main><p class="hint">${escapeHtml(text)}</p></main>`, script });
}

/** The origin (scheme://host[:port]) of a URL-ish header value, or null. */
export function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value === 'null') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
