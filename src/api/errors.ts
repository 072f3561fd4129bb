import { ApiClientError, type ApiError } from '@shopware/api-client';

/** A failed Store API call, reduced to what the UI needs. */
export interface StoreApiFailure {
  status: number;
  code?: string;
  title?: string;
  detail?: string;
  errors: Array<{ code?: string; title?: string; detail?: string; pointer?: string; parameters?: Record<string, string> }>;
  /** The answer's Retry-After header in seconds, when it has one. */
  retryAfter?: number;
}

export function toFailure(error: unknown): StoreApiFailure | null {
  if (!(error instanceof ApiClientError)) return null;
  const details: ApiError[] = (error.details as { errors?: ApiError[] } | undefined)?.errors ?? [];
  const errors = details.map((e) => ({
    code: e.code,
    title: e.title,
    detail: e.detail,
    pointer: e.source?.pointer,
    parameters: Array.isArray(e.meta?.parameters) ? undefined : e.meta?.parameters,
  }));
  const retryAfter = Number(error.headers?.get?.('retry-after') ?? NaN);
  return { status: error.status, code: errors[0]?.code, title: errors[0]?.title, detail: errors[0]?.detail, errors, ...(retryAfter > 0 ? { retryAfter } : {}) };
}

/** How long a 429 asks to wait, in seconds: Shopware's `meta.parameters.seconds`, else the Retry-After header, else 30. */
export function retryAfterSeconds(failure: StoreApiFailure): number {
  const parameters = failure.errors[0]?.parameters;
  const seconds = Number(parameters?.seconds ?? parameters?.retryAfter ?? failure.retryAfter);
  return seconds > 0 ? Math.ceil(seconds) : 30;
}

/** The sales channel is in maintenance mode (503 with MAINTENANCE_MODE). */
export function isMaintenance(error: unknown): boolean {
  const failure = toFailure(error);
  if (!failure || failure.status !== 503) return false;
  return failure.errors.some((e) => e.title === 'MAINTENANCE_MODE' || (e.code ?? '').includes('MAINTENANCE'));
}

/** No answer at all: offline, DNS, connection reset or a timeout before any response. */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiClientError) return error.status === 0 || Number.isNaN(error.status);
  if (error instanceof TypeError) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'FetchError' || name === 'AbortError' || name === 'TimeoutError';
}

export function statusOf(error: unknown): number | undefined {
  return toFailure(error)?.status;
}
