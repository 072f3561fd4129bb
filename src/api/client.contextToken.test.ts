// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONTEXT_TOKEN_COOKIE } from './contextToken';

describe('the Store API client’s session', () => {
  it('is the stored one: read from the cookie in a microtask once the client module has evaluated (tests/e2e/prerender.spec.ts proves why)', async () => {
    document.cookie = `${CONTEXT_TOKEN_COOKIE}=stored-token; Path=/`;
    try {
      const { apiClient, currentContextToken, storeApiHeaders } = await import('./client');
      expect(currentContextToken()).toBe('stored-token');
      expect(apiClient.defaultHeaders['sw-context-token']).toBe('stored-token');
      expect(storeApiHeaders()['sw-context-token']).toBe('stored-token');
    } finally {
      document.cookie = `${CONTEXT_TOKEN_COOKIE}=; Max-Age=0; Path=/`;
    }
  });
});
