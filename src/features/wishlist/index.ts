export { wishlistIdsAtom, wishlistCountAtom } from './atoms';
export { toggleWishlist, loadWishlist } from './actions';
export { WishlistBootstrap } from './WishlistBootstrap';
export { WishlistButton } from './components/WishlistButton';
export { WishlistBadgeButton } from './components/WishlistBadgeButton';
