import { redirect } from 'react-router';
import { splitLocalePath } from '../../i18n/locales';
import { hasBeddingTools, toolHref, type BeddingTool } from './links';

/**
 * Shared start of the advisor's and the calculator's loaders: in fr-FR and ar-AE the tool does
 * not exist (the page offers the German and English versions); the other language's path
 * (/en-GB/ratgeber/einstreuberater) redirects to the locale's own one.
 */
export function guardTool(tool: BeddingTool, request: Request): { available: false } | { available: true; locale: 'de-DE' | 'en-GB' } {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  if (!hasBeddingTools(locale)) return { available: false };
  const own = toolHref(tool, locale)!;
  if (url.pathname.replace(/\/$/, '') !== own) throw redirect(own + url.search);
  return { available: true, locale };
}
