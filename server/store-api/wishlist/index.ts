/** Wishlist area: the customer's wishlist routes. */
export { wishlistRoutes } from './routes';
