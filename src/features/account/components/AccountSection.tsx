import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AccountSectionProps {
  id: string;
  title: string;
  /** A link at the section's top ("Change"), with a label that names the section. */
  action?: { href: string; label: string; ariaLabel?: string };
  children: ReactNode;
}

/** A titled card of an account page. */
export function AccountSection({ id, title, action, children }: AccountSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2} sx={{ mb: 1.5 }}>
        <Typography id={id} variant="h3" component="h2">
          {title}
        </Typography>
        {action && (
          <Button href={action.href} aria-label={action.ariaLabel}>
            {action.label}
          </Button>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
