/**
 * The account menu (spec §2: profile, addresses, payment methods, orders, sign out), shared by
 * the account layout and the header's account menu. Data-driven: a page of another feature
 * (orders) only needs its entry here.
 */
export const ACCOUNT_MENU = [
  { path: '/account', key: 'overview' },
  { path: '/account/profile', key: 'profile' },
  { path: '/account/address', key: 'addresses' },
  { path: '/account/payment', key: 'payment' },
  { path: '/account/order', key: 'orders' },
] as const;

export type AccountMenuKey = (typeof ACCOUNT_MENU)[number]['key'];
