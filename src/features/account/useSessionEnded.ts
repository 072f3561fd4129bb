import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { toFailure } from '../../api';

/**
 * For calls of an account page: when the backend answers that nobody is signed in any more (the
 * session ended elsewhere), the page data is reloaded, which leads to the sign-in with the way
 * back (and the lost-session message). Returns whether it handled the error.
 */
export function useSessionEnded(): (error: unknown) => boolean {
  const revalidator = useRevalidator();
  return useCallback(
    (error: unknown) => {
      const failure = toFailure(error);
      if (failure?.status !== 403 || failure.code !== 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN') return false;
      void revalidator.revalidate();
      return true;
    },
    [revalidator],
  );
}
