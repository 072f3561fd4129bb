import { encodeCriteria } from './criteriaQuery';
import { apiClient, setRequestCurrency } from './client';
import { mapSession } from './map/session';
import { asLoose, str, translated } from './map/schemas';
import { memo } from './memo';
import type { CountryView, CurrencyView, LanguageView, SessionView } from './types';

/** Reads the session context (GET /context) and follows its currency in the request headers. */
export async function fetchSession(): Promise<SessionView> {
  const { data } = await apiClient.invoke('readContext get /context');
  const session = mapSession(data);
  setRequestCurrency(session.currency.id || undefined);
  return session;
}

export type SessionPatch = Partial<Record<'languageId' | 'currencyId' | 'countryId' | 'shippingMethodId' | 'paymentMethodId', string>>;

/** Changes language, currency, country, shipping or payment method of the session (PATCH /context). */
export async function updateSession(patch: SessionPatch): Promise<void> {
  await apiClient.invoke('updateContext patch /context', { body: patch });
}

const label = (e: unknown): string => {
  const x = asLoose(e);
  return translated(x, 'name') ?? '';
};

/** The shop's languages with their locale codes (memoised per visit). */
export function fetchLanguages(): Promise<LanguageView[]> {
  return memo('languages', async () => {
    const _criteria = encodeCriteria({ associations: { translationCode: {} } });
    const { data } = await apiClient.invoke('readLanguagesGet get /language', { query: { _criteria } });
    return (data.elements ?? []).map((l) => ({ id: l.id, code: str(asLoose(l.translationCode).code) ?? '', name: label(l) }));
  });
}

export function fetchCurrencies(languageId: string | undefined): Promise<CurrencyView[]> {
  return memo(`currencies:${languageId}`, async () => {
    const { data } = await apiClient.invoke('readCurrencyGet get /currency', { query: {} });
    return (Array.isArray(data) ? data : []).map((c) => ({ id: c.id, isoCode: c.isoCode, symbol: c.symbol, name: label(c) }));
  });
}

export function fetchCountries(languageId: string | undefined): Promise<CountryView[]> {
  return memo(`countries:${languageId}`, async () => {
    const _criteria = encodeCriteria({ filter: [{ type: 'equals', field: 'shippingAvailable', value: true }], sort: [{ field: 'position', order: 'ASC' }] });
    const { data } = await apiClient.invoke('readCountryGet get /country', { query: { _criteria } });
    return (data.elements ?? []).map((c) => ({ id: c.id, iso: c.iso ?? '', name: label(c) }));
  });
}
