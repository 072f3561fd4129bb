import { ADVISOR_LOCALES, localizePath, type Locale } from '../../i18n/locales';

export type BeddingTool = 'advisor' | 'calculator';

/**
 * Locale-free paths of the bedding advisor and calculator. They exist only in German and
 * English (spec §1); each language has its own path in the guide section (/ratgeber/...).
 */
export const TOOL_PATHS: Record<BeddingTool, Record<'de-DE' | 'en-GB', string>> = {
  advisor: { 'de-DE': '/ratgeber/einstreuberater', 'en-GB': '/ratgeber/bedding-advisor' },
  calculator: { 'de-DE': '/ratgeber/einstreurechner', 'en-GB': '/ratgeber/bedding-calculator' },
};

export const hasBeddingTools = (locale: Locale): locale is 'de-DE' | 'en-GB' => ADVISOR_LOCALES.includes(locale);

/** The tool's address in a locale (with its prefix), or null where the tool is not offered. */
export function toolHref(tool: BeddingTool, locale: Locale, search = ''): string | null {
  return hasBeddingTools(locale) ? localizePath(locale, TOOL_PATHS[tool][locale]) + search : null;
}

/** The tool's paths as alternates for PageMeta (de-DE and en-GB only). */
export const toolAlternates = (tool: BeddingTool) => ({ ...TOOL_PATHS[tool] });
