import Box from '@mui/material/Box';
import type { ProductSummary } from '../../../api';
import { ProductCard } from './ProductCard';

/** The cards of the rows a page opens with, on a phone (2 per row) and a desktop (4 per row). */
export const FIRST_ROWS = 8;

/** Responsive grid of product cards: 2 columns on phones up to 4 on desktops. */
export function ProductGrid({ products, headingLevel = 'h2' }: { products: ProductSummary[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} headingLevel={headingLevel} priority={i < 2} inFirstRows={i < FIRST_ROWS} />
        </li>
      ))}
    </Box>
  );
}
