import createPurifier, { type Config, type DOMPurify } from 'dompurify';
import { classifyLink } from './safeUrl';

const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  ADD_ATTR: ['target'],
};

let purifier: DOMPurify | undefined;

/**
 * The app's own DOMPurify, configured once. Given a config on each call, DOMPurify rebuilds its
 * allow-lists every time, a good part of sanitising a page's CMS texts while a phone hydrates it.
 * Made on first use: the prerenderer provides its DOM before it renders.
 */
function instance(): DOMPurify {
  if (purifier) return purifier;
  purifier = createPurifier(window);
  purifier.setConfig(CONFIG);
  purifier.addHook('afterSanitizeAttributes', (node) => {
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
  return purifier;
}

/**
 * Sanitises CMS and product HTML: scripts, event handlers, frames and forms are removed;
 * links with dangerous protocols (javascript:, data:, vbscript: …) lose their href; external
 * links open in a new tab without opener.
 */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html);
}
