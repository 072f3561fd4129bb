/** The catalogue: product cards and rows shown by other features (pages are lazy route modules). */
export { FIRST_ROWS, ProductCard, ProductGrid, ProductRow, ProductBadges } from './components';
