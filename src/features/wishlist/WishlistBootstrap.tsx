import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { loadNamespaces } from '../../i18n';
import { onSubmissionsSent } from '../outbox';
import { sessionAtom, signedInCustomerIdAtom } from '../session';
import { loadWishlist } from './actions';

/**
 * Keeps the wishlist ids in step with who is signed in: on start, on login (merging the guest's
 * list once), on logout and after queued changes were sent. A route whose name contains
 * 'wishlist' skips the initial load: its page loads the list itself (spec §2).
 */
export function WishlistBootstrap() {
  // The session feature's sign-in signal: the logged-in customer's id, null for visitors.
  const customerId = useAtomValue(signedInCustomerIdAtom);
  const known = useAtomValue(sessionAtom) !== null;
  const matches = useMatches();
  const onWishlistRoute = matches.some((m) => (m.id.split(':')[1] ?? '').includes('wishlist'));
  const first = useRef(true);

  useEffect(() => {
    if (!known) return;
    if (first.current) {
      first.current = false;
      if (onWishlistRoute) return;
    }
    void loadNamespaces('wishlist').then(loadWishlist);
    // Only who is signed in matters here, not the route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [customerId, known]);

  useEffect(() => {
    const reload = () => void loadWishlist();
    window.addEventListener('online', reload);
    const off = onSubmissionsSent((kinds) => {
      if (kinds.has('wishlist.add') || kinds.has('wishlist.remove')) reload();
    });
    return () => {
      window.removeEventListener('online', reload);
      off();
    };
  }, []);
  return null;
}
