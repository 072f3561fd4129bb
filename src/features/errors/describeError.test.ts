import { ApiClientError } from '@shopware/api-client';
import { describe, expect, it, vi } from 'vitest';
import { describeError } from './describeError';

const apiError = (status: number, errors: unknown[]) => new ApiClientError({ status, statusText: '', url: '/x', headers: new Headers(), ok: false, _data: { errors } } as never);

/** What react-router hands the error boundary for `throw data(null, { status })` in a loader. */
const routeError = (status: number, statusText = '') => ({ status, statusText, internal: false, data: null });

describe('describeError', () => {
  it('shows the maintenance page for MAINTENANCE_MODE answers', () => {
    expect(describeError(apiError(503, [{ title: 'MAINTENANCE_MODE', code: 'FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE' }])).kind).toBe('maintenance');
  });
  it('maps 404 responses and API 404s to not-found', () => {
    expect(describeError(routeError(404)).kind).toBe('not-found');
    expect(describeError(routeError(503, 'MAINTENANCE_MODE')).kind).toBe('maintenance');
    expect(describeError(apiError(404, [{ code: 'CONTENT__CATEGORY_NOT_FOUND' }])).kind).toBe('not-found');
  });
  it('keeps other statuses', () => {
    expect(describeError(apiError(502, [{}]))).toEqual({ kind: 'http', status: 502 });
    expect(describeError(new Error('x'))).toEqual({ kind: 'http', status: 500 });
  });
  it('detects a lost connection and chunk errors', () => {
    expect(describeError(new TypeError('Failed to fetch')).kind).toBe('offline');
    expect(describeError(new TypeError('Failed to fetch dynamically imported module: /a.js')).kind).toBe('chunk');
    // Offline, a missing chunk is the offline page too, which reloads (not re-reads) once back.
    vi.stubGlobal('navigator', { onLine: false });
    expect(describeError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toEqual({ kind: 'offline', status: 0, missingCode: true });
    expect(describeError(new TypeError('Failed to fetch'))).toEqual({ kind: 'offline', status: 0 });
    vi.unstubAllGlobals();
  });
});
