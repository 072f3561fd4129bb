/**
 * i18next with one JSON file per namespace and locale (locales/<locale>/<namespace>.json).
 * Every file is its own lazy chunk: a visitor only downloads the namespaces of their locale
 * that the current screen needs.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

export const NAMESPACES = ['common', 'catalog', 'cms', 'cart', 'checkout', 'account', 'errors', 'validations', 'wishlist', 'forms', 'advisor', 'calculator', 'payment', 'orders'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyJsonBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyJsonBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
    showSupportNotice: false,
  });

/** Switches the UI language and loads the namespaces a screen needs before it renders. */
export async function activateLocale(locale: Locale, namespaces: readonly Namespace[] = ['common', 'errors']): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  await i18n.loadNamespaces([...namespaces]);
}

/** Loads further namespaces for the active language (route loaders call this). */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}
