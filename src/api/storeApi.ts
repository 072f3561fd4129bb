import { apiClient } from './client';

/**
 * The one Store API client (typed with the generated operations plus the local overrides of
 * src/api/types/operationOverrides.ts). Same instance as `apiClient`: same context token, same headers.
 */
export const storeApi = apiClient;
