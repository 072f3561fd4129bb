import { fetchLanguages, fetchSession, isNetworkError, setRequestLanguage, updateSession } from '../api';
import { activateLocale } from '../i18n';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { readCookie, writeCookie } from '../lib/cookies';
import { DEFAULT_LOCALE, detectLocale, LOCALE_COOKIE, localizePath, type Locale } from '../i18n/locales';
import { sessionAtom } from '../features/session';
import { loadFirstPayloads } from '../features/payloads';
import { navigationPromise } from '../features/shell';
import { announceLocale } from '../features/pwa';
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

interface Activation {
  locale: Locale;
  /** The whole activation: texts, language, session (and its language update). */
  promise: Promise<LocaleData>;
  /** Earlier: the Store API language header is set and the context token known. */
  requestsReady: Promise<void>;
}

let active: Activation | null = null;

function activate(locale: Locale, request: Request): Activation {
  if (active?.locale === locale) return active;
  let markReady!: () => void;
  const requestsReady = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const promise = activateLocaleSession(locale, request, markReady);
  // A failed activation fails the early gate the same way (redirect, maintenance …).
  const gate = Promise.race([requestsReady, promise.then(() => undefined)]);
  const current: Activation = { locale, promise, requestsReady: gate };
  active = current;
  promise.catch(() => {
    if (active === current) active = null;
  });
  gate.catch(() => undefined);
  return current;
}

/**
 * Activates a locale once and shares the promise: react-router runs the loaders of all matched
 * routes at the same time, so page loaders await this before calling the Store API (whose
 * language header the locale sets).
 */
export function ensureLocale(locale: Locale, request: Request): Promise<LocaleData> {
  return activate(locale, request).promise;
}

/**
 * For catalogue pages, whose reads need the language header and the context token but not the
 * session itself: resolves before the session's language update, so page data loads in parallel
 * with it instead of after it. (The page still renders once the locale loader is done.)
 */
export function ensureLocaleRequests(locale: Locale, request: Request): Promise<void> {
  return activate(locale, request).requestsReady;
}

/** The locale route's loader. */
export function localeLoader(locale: Locale) {
  return ({ request }: LoaderFunctionArgs): Promise<LocaleData> => ensureLocale(locale, request);
}

async function activateLocaleSession(locale: Locale, request: Request, requestsReady: () => void = () => undefined): Promise<LocaleData> {
  const target = locale === DEFAULT_LOCALE ? detectRootRedirect(request) : null;
  if (target) throw redirect(target);
  // Texts of the shell (header, cart panel, cards) load with the locale; features add theirs.
  // The context is read in parallel with the language list (it needs no language header).
  const sessionRead = fetchSession().catch((error: unknown) => {
    if (isNetworkError(error)) return null;
    throw error;
  });
  // The build's payloads of this page and of the locale's navigation load alongside: the languages
  // and then the navigation and page reads are answered from them (no waterfall of round trips).
  const { navigation } = loadFirstPayloads(new URL(request.url).pathname);
  const [, languageId] = await Promise.all([activateLocale(locale, ['common', 'errors', 'catalog', 'cart']), navigation.then(() => languageIdOf(locale))]);
  setRequestLanguage(languageId);
  announceLocale(locale);
  // The header's navigation starts loading now, not after the first render.
  void navigationPromise('main-navigation');
  void navigationPromise('service-navigation', 0);
  let session = await sessionRead;
  // Catalogue loaders may start now (they read the shop's settings, e.g. the listing limit).
  if (session) appStore.set(sessionAtom, session);
  requestsReady();
  if (!session) return { locale, connected: false };
  if (languageId && session.languageId !== languageId) {
    await updateSession({ languageId }).catch(() => undefined);
    session = { ...session, languageId };
  }
  appStore.set(sessionAtom, session);
  return { locale, connected: true };
}
