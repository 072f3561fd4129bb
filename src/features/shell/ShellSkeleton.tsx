import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { PageSkeleton } from '../../ui/PageSkeleton';

/** The whole shell's outline, shown before the first route has loaded. */
export function ShellSkeleton() {
  return (
    <Box>
      <Box sx={{ height: { xs: 116, md: 72 }, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', alignItems: 'center', px: 2, gap: 2 }}>
        <Skeleton variant="rounded" width={36} height={36} />
        <Skeleton variant="text" width={140} height={36} />
      </Box>
      <PageSkeleton />
    </Box>
  );
}
