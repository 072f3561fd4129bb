import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A friendly empty state: icon, title, text and an action. */
export function EmptyState({ icon, title, text, action }: { icon?: ReactNode; title: string; text?: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      {icon && <Box sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 56 } }}>{icon}</Box>}
      <Typography variant="h3" component="p" gutterBottom>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
      )}
      {action}
    </Box>
  );
}
