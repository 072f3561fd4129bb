import type { createAPIClient } from '@shopware/api-client';
import type { operations } from '@shopware/api-client/store-api-types';
import { apiClient } from './client';
import type { OperationOverrides } from './types/operationOverrides';

type Operations = Omit<operations, keyof OperationOverrides> & OperationOverrides;

/**
 * The one Store API client, typed with the local operation overrides (order terms flags,
 * Adyen plugin routes). Same instance as `apiClient`: same context token, same headers.
 */
export const storeApi = apiClient as unknown as ReturnType<typeof createAPIClient<Operations>>;
