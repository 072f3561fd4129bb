import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder of a page's content while its data loads. */
export function PageSkeleton() {
  return (
    <Container maxWidth="xl" sx={{ py: 4 }} aria-busy="true">
      <Skeleton variant="text" width="40%" height={56} />
      <Skeleton variant="rounded" height={220} sx={{ my: 3 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={260} />
        ))}
      </Box>
    </Container>
  );
}
