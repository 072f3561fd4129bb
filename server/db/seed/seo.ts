import { idFor } from '../../lib/ids';
import { languageId } from './data/languages';
import type { SeedRows } from './rows';
import { LOCALES, type Locale, type Tr } from './types';
import { slugify } from './util';

export type Route = 'frontend.navigation.page' | 'frontend.detail.page' | 'frontend.landing.page';

const PATH_INFO: Record<Route, (id: string) => string> = {
  'frontend.navigation.page': (id) => `/navigation/${id}`,
  'frontend.detail.page': (id) => `/detail/${id}`,
  'frontend.landing.page': (id) => `/landingPage/${id}`,
};

/** URL segment of a translated name: ar-AE reuses the English slug so paths stay ASCII. */
export function segmentFor(name: Tr, locale: Locale): string {
  const source = locale === 'ar-AE' ? name['en-GB'] : name[locale];
  const slug = slugify(source);
  if (!slug) throw new Error(`Empty slug for "${source}"`);
  return slug;
}

/** Collects seo_url rows and refuses a second entity on the same path in the same language. */
export class SeoUrls {
  private readonly taken = new Map<string, string>();

  constructor(private readonly rows: SeedRows) {}

  add(route: Route, foreignKey: string, paths: Tr): void {
    for (const locale of LOCALES) {
      const path = paths[locale];
      const key = `${locale}|${path.toLowerCase()}`;
      const owner = this.taken.get(key);
      if (owner && owner !== foreignKey) throw new Error(`SEO path "${path}" (${locale}) is used twice`);
      this.taken.set(key, foreignKey);
      this.rows.add('seo_url', {
        id: idFor(`seo-url:${route}:${foreignKey}:${locale}`),
        language_id: languageId(locale),
        route_name: route,
        foreign_key: foreignKey,
        path_info: PATH_INFO[route](foreignKey),
        seo_path_info: path,
        is_canonical: 1,
      });
    }
  }
}
