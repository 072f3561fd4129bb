export { ProductCard } from './ProductCard';
export { FIRST_ROWS, ProductGrid } from './ProductGrid';
export { ProductRow } from './ProductRow';
export { ProductBadges } from './ProductBadges';
