import DOMPurify from 'dompurify';
import { classifyLink } from './safeUrl';

const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

let hooked = false;

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    if (el.hasAttribute?.('href')) {
      const kind = classifyLink(el.getAttribute('href'), origin);
      if (kind === 'refused') el.removeAttribute('href');
      else if (kind === 'external') {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer');
      } else el.removeAttribute('target');
    }
    for (const attr of ['src', 'action', 'formaction', 'xlink:href']) {
      if (el.hasAttribute?.(attr) && classifyLink(el.getAttribute(attr), origin) === 'refused') el.removeAttribute(attr);
    }
  });
}

/**
 * Sanitises CMS and product HTML: scripts, event handlers, frames and forms are removed;
 * links with dangerous protocols (javascript:, data:, vbscript: …) lose their href; external
 * links open in a new tab without opener.
 */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}
