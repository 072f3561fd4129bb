import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentFlow } from './usePaymentFlow';

export interface PaymentElementProps {
  flow: PaymentFlow;
  adyenType?: string;
}

/** The container of the Adyen component of the selected method, with its loading and notes. */
export function PaymentElement({ flow, adyenType }: PaymentElementProps) {
  const { t } = useTranslation('payment');
  const { elementStatus, actionShown, attachElement } = flow;
  const notice = useRef<HTMLDivElement>(null);
  // The bank's challenge appears where the card fields were: bring it into view and announce it.
  // Before the frame is painted and without an animation: the notice pushes the bank's window
  // down, and a window that still moves after it shows takes the shopper's first tap elsewhere.
  useLayoutEffect(() => {
    if (!actionShown || !notice.current) return;
    notice.current.scrollIntoView({ block: 'start', behavior: 'instant' });
    notice.current.focus({ preventScroll: true });
  }, [actionShown]);
  const note = adyenType === 'scheme' ? t('element.secure') : adyenType === 'giftcard' ? t('element.giftcardInfo') : adyenType && adyenType !== 'sepadirectdebit' ? t('element.redirectInfo') : null;
  return (
    <Box sx={{ pt: 1 }}>
      {elementStatus === 'loading' && (
        <Box role="status" sx={{ py: 1 }}>
          <LinearProgress aria-label={t('element.loading')} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('element.loading')}
          </Typography>
        </Box>
      )}
      {actionShown && (
        <Alert ref={notice} tabIndex={-1} severity="info" role="status" sx={{ mb: 1.5, scrollMarginTop: 16 }}>
          <strong>{t('element.challengeTitle')}</strong> {t('element.challengeText')}
        </Alert>
      )}
      {/* The SDK renders into this node; React never touches its children. */}
      <Box ref={attachElement} data-testid="payment-element" sx={{ '& .adyen-checkout__threeds2__challenge': { maxWidth: '100%' }, '& iframe': { maxWidth: '100%' } }} />
      {note && elementStatus === 'ready' && !actionShown && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}
