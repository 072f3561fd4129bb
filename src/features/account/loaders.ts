import { isNetworkError } from '../../api';
import { requireCustomer } from './guard';

export type AccountData<T> = { offline: true } | ({ offline: false } & T);

/**
 * Loader of an account page: signed-in customers only (else /login with the way back); a
 * customer whose session ends while loading goes to /login too. Offline: the page says so.
 */
export function accountLoader<T extends object>(load: () => Promise<T>) {
  return async ({ request }: { request: Request }): Promise<AccountData<T>> => {
    if (!(await requireCustomer(request))) return { offline: true };
    try {
      return { offline: false, ...(await load()) };
    } catch (error) {
      if (isNetworkError(error)) return { offline: true };
      // the backend ended the session in between (403): back to the sign-in
      if ((error as { status?: number }).status === 403) await requireCustomer(request);
      throw error;
    }
  };
}
