export { ProductCard } from './ProductCard';
export { ProductGrid } from './ProductGrid';
export { ProductRow } from './ProductRow';
export { ProductBadges } from './ProductBadges';
