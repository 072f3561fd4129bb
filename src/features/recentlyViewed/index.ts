/** The products this device opened last: kept on product pages, offered on home, product and cart pages. */
export { RecentlyViewed } from './RecentlyViewed';
export { recordView, familyOf } from './recentStore';
