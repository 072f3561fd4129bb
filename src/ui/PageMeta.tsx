import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { config } from '../config';
import { LOCALES, localizePath, splitLocalePath, type Locale } from '../i18n/locales';

export interface PageMetaProps {
  title?: string;
  /** The backend's meta title of the page (category, product, landing page): shown instead of `title`, without the shop name it may end with. */
  metaTitle?: string;
  description?: string;
  /** Locale-free canonical path of the page; defaults to the current path. */
  path?: string;
  /** Locale-free paths of this page in other locales (defaults to the same path). */
  alternates?: Partial<Record<Locale, string>>;
  image?: string;
  noIndex?: boolean;
}

/** Backend meta titles may end with the shop's name; the title rule below adds it once. */
const SHOP_NAME_SUFFIX = /\s*\|\s*Stallwerk$/;

/**
 * The document title: the page's meta title (without a trailing shop name) or its title, then the
 * shop's title ("Einstreu | Stallwerk Shop"); the shop's title alone when the page has neither.
 */
export function pageTitle({ title, metaTitle }: Pick<PageMetaProps, 'title' | 'metaTitle'>, shopTitle: string): string {
  const own = metaTitle !== undefined ? metaTitle.replace(SHOP_NAME_SUFFIX, '') : title;
  return own ? `${own} | ${shopTitle}` : shopTitle;
}

/**
 * Title, description, canonical and alternate links of a page. React 19 hoists these tags
 * into <head>. Canonical: the page's address in its locale (for the home page: the home
 * address for de-DE, else the home address plus the locale — spec §2).
 */
export function PageMeta({ title, metaTitle, description, path, alternates, image, noIndex }: PageMetaProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { locale, path: currentPath } = splitLocalePath(location.pathname);
  const base = config.publicUrl;
  const own = path ?? currentPath;
  const alt: Partial<Record<Locale, string>> = { ...(alternates ?? Object.fromEntries(LOCALES.map((l) => [l, own]))), [locale]: own };
  const fullTitle = pageTitle({ title, metaTitle }, t('shop.title'));
  const desc = description ?? t('shop.description');
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={`${base}${localizePath(locale, own)}`} />
      {LOCALES.filter((l) => alt[l]).map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={`${base}${localizePath(l, alt[l] as string)}`} />
      ))}
      {alt['de-DE'] && <link rel="alternate" hrefLang="x-default" href={`${base}${alt['de-DE']}`} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      {image && <meta property="og:image" content={image.startsWith('http') ? image : `${base}${image}`} />}
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
