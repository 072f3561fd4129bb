import { useCallback } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { fetchLanguages, seoPathFor, type EntityRoute } from '../../api';
import { writeCookie } from '../../lib/cookies';
import { LOCALE_COOKIE, localizePath, splitLocalePath, type Locale } from '../../i18n/locales';

/** What a page loader returns to let the language switch find the page in another language. */
export interface EntityRef {
  routeName: EntityRoute;
  foreignKey: string;
}

const TECHNICAL: Record<EntityRoute, string> = {
  'frontend.navigation.page': '/navigation/',
  'frontend.detail.page': '/detail/',
  'frontend.landing.page': '/landingPage/',
};

/**
 * Switches the locale and keeps the page: entity pages (product, category, landing page) go to
 * their SEO URL in the other language, fixed routes keep their path; the choice is remembered.
 */
export function useLanguageSwitch(): (target: Locale) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  return useCallback(
    async (target: Locale) => {
      writeCookie(LOCALE_COOKIE, target, { days: 365 });
      const entity = matches.map((m) => (m.data as { entity?: EntityRef } | undefined)?.entity).find(Boolean);
      let path = splitLocalePath(location.pathname).path + location.search;
      if (entity) {
        path = `${TECHNICAL[entity.routeName]}${entity.foreignKey}`;
        try {
          const languageId = (await fetchLanguages()).find((l) => l.code === target)?.id;
          path = (languageId && (await seoPathFor(entity.routeName, entity.foreignKey, languageId))) || path;
        } catch {
          // Offline: the technical path resolves as well.
        }
      }
      navigate(localizePath(target, path));
    },
    [location.pathname, location.search, matches, navigate],
  );
}
