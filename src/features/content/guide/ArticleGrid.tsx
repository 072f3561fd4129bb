import Box from '@mui/material/Box';
import type { NavItem } from '../../../api';
import { ArticleCard } from './ArticleCard';

export function ArticleGrid({ articles }: { articles: NavItem[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
      {articles.map((a) => (
        <li key={a.id}>
          <ArticleCard article={a} />
        </li>
      ))}
    </Box>
  );
}
