/** The catalogue: product cards and rows shown by other features (pages are lazy route modules). */
export { ProductCard, ProductGrid, ProductRow, ProductBadges } from './components';
