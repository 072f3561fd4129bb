/**
 * The one Store API client of the storefront. Only modules in src/api import it; everything
 * else calls the functions of src/api, which map API entities to UI types.
 */
import { createAPIClient } from '@shopware/api-client';
import type { operations } from '@shopware/api-client/store-api-types';
import { config } from '../config';
import { readContextToken, saveContextToken } from './contextToken';
import { reportApiStatus } from './health';

export const apiClient = createAPIClient<operations>({
  baseURL: config.storeApiUrl,
  accessToken: config.accessKey,
  contextToken: readContextToken(),
});

// The server may hand out a new token at any time (first contact, login, logout): follow it.
apiClient.hook('onContextChanged', (token) => saveContextToken(token));
apiClient.hook('onResponseError', (response) => reportApiStatus(response.status));

/** Sets the language (and optionally currency) headers sent with every request. */
export function setRequestLanguage(languageId: string | undefined): void {
  apiClient.defaultHeaders.apply({ 'sw-language-id': languageId ?? '' });
}

export function setRequestCurrency(currencyId: string | undefined): void {
  apiClient.defaultHeaders.apply({ 'sw-currency-id': currencyId ?? '' });
}

export function currentContextToken(): string | undefined {
  return apiClient.defaultHeaders['sw-context-token'] || undefined;
}

export type StoreApiClient = typeof apiClient;
