import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { isPayButtonBusy, type PayButtonState } from './payButton';

export interface PayButtonProps {
  state: PayButtonState;
  /** The label of the default state ('Zahlungspflichtig bestellen', 'Pay 24,90 €'). */
  label: string;
  /** Label of the completed state (paid, ordered). */
  completedLabel?: string;
  disabled?: boolean;
  onClick: () => void;
}

/** The pay button with the spec's states: default, loading, redirect, completed (1 s). */
export function PayButton({ state, label, completedLabel, disabled, onClick }: PayButtonProps) {
  const { t } = useTranslation('payment');
  const busy = isPayButtonBusy(state);
  const text = state === 'loading' ? t('button.loading') : state === 'redirect' ? t('button.redirect') : state === 'completed' ? (completedLabel ?? t('button.completed')) : label;
  return (
    <>
      <Button
        variant="contained"
        size="large"
        fullWidth
        color={state === 'completed' ? 'success' : 'primary'}
        onClick={() => !busy && onClick()}
        disabled={disabled}
        aria-disabled={busy || disabled}
        aria-busy={state === 'loading' || state === 'redirect'}
        data-state={state}
        startIcon={state === 'completed' ? <CheckCircleIcon /> : busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : <LockOutlinedIcon />}
        sx={{ minHeight: 56, fontSize: '1rem', fontWeight: 700 }}
      >
        {text}
      </Button>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {busy ? text : ''}
      </Box>
    </>
  );
}
