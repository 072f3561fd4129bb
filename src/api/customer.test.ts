import { ApiClientError } from '@shopware/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAddresses } from './customer';
import { storeApi } from './storeApi';

function failure(status: number) {
  const response = new Response(JSON.stringify({ errors: [{ status: String(status), code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN', title: 'Forbidden', detail: 'Customer is not logged in.' }] }), {
    status,
  });
  return new ApiClientError(Object.assign(response, { _data: { errors: [{ status: String(status), code: 'X', title: 'x', detail: 'x' }] } }) as never);
}

describe('listAddresses', () => {
  afterEach(() => vi.restoreAllMocks());

  // Spec §6: "a 403 on address listing empties the list" — no error page, an empty address book.
  it('gives an empty address book when the Store API answers 403', async () => {
    vi.spyOn(storeApi, 'invoke').mockRejectedValue(failure(403));
    await expect(listAddresses()).resolves.toEqual([]);
  });

  it('passes other failures on', async () => {
    vi.spyOn(storeApi, 'invoke').mockRejectedValue(failure(500));
    await expect(listAddresses()).rejects.toMatchObject({ status: 500 });
  });
});
