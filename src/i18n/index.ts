/**
 * i18next with one JSON file per namespace and locale (locales/<locale>/<namespace>.json).
 * Every file is its own lazy chunk: a visitor only downloads the namespaces of their locale
 * that the current screen needs.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { LazyJsonBackend } from './lazyBackend';
import { afterModuleEvaluation } from '../lib/tasks';
import { componentView } from './componentView';

export const NAMESPACES = ['common', 'catalog', 'cms', 'cart', 'checkout', 'account', 'errors', 'validations', 'wishlist', 'forms', 'advisor', 'calculator', 'payment', 'orders'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const backend = new LazyJsonBackend(files, (language, namespace) => `../../locales/${language}/${namespace}.json`);

export const i18n = i18next.createInstance();

/** The instance as the app's components get it (I18nextProvider): see componentView. */
export const i18nForComponents = componentView(i18n);

// Set up once the module has evaluated (its init sets a timer). Everything that uses i18n runs
// later: the entry's next task, the prerenderer after its awaited import, tests in their callbacks.
afterModuleEvaluation(() => {
  void i18n
    .use(backend.module)
    .use(initReactI18next)
    .init({
      lng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      fallbackLng: false,
      // Nothing loads at init: the locale's activation loads what its screens need. Listing
      // 'common' here had an English, French or Arabic page fetch the German texts as well.
      ns: [],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      // The defaults, named: i18next then takes every key as a path. Left unset, it tests each key
      // of every t() call against a pattern for keys written as natural language.
      keySeparator: '.',
      nsSeparator: ':',
      react: { useSuspense: true },
      returnNull: false,
      showSupportNotice: false,
    });
  memoizeLanguageCodes(i18n);
});

/**
 * i18next canonicalises the language code (Intl.getCanonicalLocales) on every t() call to find the
 * languages to read, which made up a good part of rendering a listing's cards on a phone; the
 * answer for a code never changes, so it is kept.
 */
export function memoizeLanguageCodes(instance: typeof i18n): void {
  const utils = instance.services.languageUtils as { formatLanguageCode: (code: string) => string };
  const format = utils.formatLanguageCode.bind(utils);
  const known = new Map<string, string>();
  utils.formatLanguageCode = (code) => {
    let formatted = known.get(code);
    if (formatted === undefined) {
      formatted = format(code);
      known.set(code, formatted);
    }
    return formatted;
  };
}

/** Switches the UI language and loads the namespaces a screen needs before it renders. */
export async function activateLocale(locale: Locale, namespaces: readonly Namespace[] = ['common', 'errors']): Promise<void> {
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  await backend.load(i18n, namespaces);
}

/** Loads further namespaces for the active language (route loaders call this). */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return backend.load(i18n, namespaces);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void backend.retryFailed(i18n));
