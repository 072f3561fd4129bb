import { isRouteErrorResponse } from 'react-router';
import { isMaintenance, isNetworkError, statusOf } from '../../api';
import { isChunkLoadError } from './chunkReload';

export type ErrorKind = 'maintenance' | 'offline' | 'not-found' | 'chunk' | 'http';

export interface ErrorDescription {
  kind: ErrorKind;
  status: number;
  /** A message to show under the header, when one exists. */
  message?: string;
  /** Offline: the page's code was missing (only a reload fetches it again), not its data. */
  missingCode?: true;
}

/** Classifies a thrown route error for the error pages (spec §2, §8). */
export function describeError(error: unknown): ErrorDescription {
  if (isMaintenance(error)) return { kind: 'maintenance', status: 503 };
  if (isRouteErrorResponse(error)) {
    if (error.statusText === 'MAINTENANCE_MODE') return { kind: 'maintenance', status: 503 };
    if (error.status === 404) return { kind: 'not-found', status: 404 };
    const message = typeof error.data === 'string' && error.data ? error.data : undefined;
    return { kind: 'http', status: error.status, message };
  }
  if (isChunkLoadError(error)) return typeof navigator !== 'undefined' && navigator.onLine === false ? { kind: 'offline', status: 0, missingCode: true } : { kind: 'chunk', status: 500 };
  if (isNetworkError(error)) return { kind: 'offline', status: 0 };
  const status = statusOf(error);
  if (status === 404) return { kind: 'not-found', status };
  return { kind: 'http', status: status ?? 500 };
}
