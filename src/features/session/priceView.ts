import { isLoggedIn, type SessionView } from '../../api';
import { appStore } from '../../app/store';
import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies';
import { sessionAtom } from './atoms';

/**
 * A prerendered page shows a guest's prices: gross, in the shop's default currency. A visitor
 * whose prices are other (signed in, net prices, another currency or a tax-free country) saw
 * those for the second until the app had rendered their own, the wrong amount with "incl. VAT"
 * beside it. This cookie, read by index.html's first script before the page paints, has the
 * page show price placeholders instead until the app has rendered (`html[data-own-prices]`).
 */
export const OWN_PRICES_COOKIE = 'stallwerk-prices';
const OWN = 'own';

/** Whether the session's prices can differ from the ones the build rendered for a guest. */
export function hasOwnPrices(session: SessionView): boolean {
  if (isLoggedIn(session) || session.taxState !== 'gross') return true;
  const shopCurrency = session.salesChannel.currencyId;
  return Boolean(shopCurrency && session.currency.id && session.currency.id !== shopCurrency);
}

/** Keeps the cookie in step with the session; written only when it changes. */
export function rememberPriceView(session: SessionView | null): void {
  if (!session) return;
  const own = hasOwnPrices(session);
  const stored = readCookie(OWN_PRICES_COOKIE) === OWN;
  if (own === stored) return;
  if (own) writeCookie(OWN_PRICES_COOKIE, OWN, { days: 365 });
  else deleteCookie(OWN_PRICES_COOKIE);
}

export function watchPriceView(): () => void {
  return appStore.sub(sessionAtom, () => rememberPriceView(appStore.get(sessionAtom)));
}
