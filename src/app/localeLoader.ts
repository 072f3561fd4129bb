import { fetchLanguages, fetchSession, isNetworkError, setRequestLanguage, updateSession } from '../api';
import { activateLocale } from '../i18n';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readCookie, writeCookie } from '../lib/cookies';
import { DEFAULT_LOCALE, detectLocale, LOCALE_COOKIE, localizePath, type Locale } from '../i18n/locales';
import { sessionAtom } from '../features/session';
import { navigationPromise } from '../features/shell/navigationData';
import { appStore } from './store';

export interface LocaleData {
  locale: Locale;
  /** False when the backend could not be reached and nothing was cached (offline first visit). */
  connected: boolean;
}

/** Finds the Store API language of a locale; undefined when the list cannot be loaded. */
async function languageIdOf(locale: Locale): Promise<string | undefined> {
  try {
    return (await fetchLanguages()).find((l) => l.code === locale)?.id;
  } catch (error) {
    if (isNetworkError(error)) return undefined;
    throw error;
  }
}

/**
 * Runs once per locale: loads the UI texts, selects the Store API language and the session.
 * The session language follows the URL (PATCH /context), so cart labels and mails match.
 * Maintenance (503) and other API failures propagate to the locale's error boundary.
 */
/**
 * The root '/' detects the language: the cookie, else the browser's languages; it then sets
 * the cookie (365 days) and redirects to the locale's home unless that is de-DE (spec §2).
 */
export function detectRootRedirect(request: Request, languages: readonly string[] = navigator.languages): string | null {
  const url = new URL(request.url);
  if (url.pathname !== '/') return null;
  const locale = detectLocale(readCookie(LOCALE_COOKIE), languages);
  writeCookie(LOCALE_COOKIE, locale, { days: 365 });
  return locale === DEFAULT_LOCALE ? null : `${localizePath(locale, '/')}${url.search}`;
}

let active: { locale: Locale; promise: Promise<LocaleData> } | null = null;

/**
 * Activates a locale once and shares the promise: react-router runs the loaders of all matched
 * routes at the same time, so page loaders await this before calling the Store API (whose
 * language header the locale sets).
 */
export function ensureLocale(locale: Locale, request: Request): Promise<LocaleData> {
  if (active?.locale === locale) return active.promise;
  const promise = activateLocaleSession(locale, request);
  active = { locale, promise };
  promise.catch(() => {
    if (active?.promise === promise) active = null;
  });
  return promise;
}

/** The locale route's loader. */
export function localeLoader(locale: Locale) {
  return ({ request }: LoaderFunctionArgs): Promise<LocaleData> => ensureLocale(locale, request);
}

async function activateLocaleSession(locale: Locale, request: Request): Promise<LocaleData> {
  const target = locale === DEFAULT_LOCALE ? detectRootRedirect(request) : null;
  if (target) throw redirect(target);
  // Texts of the shell (header, cart panel, cards) load with the locale; features add theirs.
  // The context is read in parallel with the language list (it needs no language header).
  const sessionRead = fetchSession().catch((error: unknown) => {
    if (isNetworkError(error)) return null;
    throw error;
  });
  const [, languageId] = await Promise.all([activateLocale(locale, ['common', 'errors', 'catalog', 'cart']), languageIdOf(locale)]);
  setRequestLanguage(languageId);
  // The header's navigation starts loading now, not after the first render.
  void navigationPromise('main-navigation');
  void navigationPromise('service-navigation', 0);
  let session = await sessionRead;
  if (!session) return { locale, connected: false };
  if (languageId && session.languageId !== languageId) {
    await updateSession({ languageId }).catch(() => undefined);
    session = { ...session, languageId };
  }
  appStore.set(sessionAtom, session);
  return { locale, connected: true };
}
