import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdyenConfigView } from '../../api';
import { useLocale } from '../session';
import { performRedirect, REDIRECT_DELAY_S } from './redirectAction';
import { clientErrorKey } from './resultCodes';

export interface RedirectNoticeProps {
  action: Record<string, unknown>;
  adyen: AdyenConfigView;
  countryCode?: string;
}

/** "You will be redirected to the payment page in 5 seconds", then the SDK redirects. */
export function RedirectNotice({ action, adyen, countryCode }: RedirectNoticeProps) {
  const { t } = useTranslation('payment');
  const locale = useLocale();
  const [seconds, setSeconds] = useState(REDIRECT_DELAY_S);
  const [error, setError] = useState<string | null>(null);
  const node = useRef<HTMLDivElement>(null);
  const started = useRef(false);

  const go = useCallback(() => {
    if (started.current || !node.current) return;
    started.current = true;
    performRedirect(node.current, action, adyen, locale, countryCode).catch((e: unknown) => {
      started.current = false;
      setError(t(clientErrorKey(e)));
    });
  }, [action, adyen, locale, countryCode, t]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setSeconds((s) => {
        if (s <= 1) {
          window.clearInterval(timer);
          return 0;
        }
        return s - 1;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (seconds === 0) go();
  }, [seconds, go]);

  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" variant="outlined" endIcon={<OpenInNewIcon />} onClick={go}>
          {t('redirect.now')}
        </Button>
      }
    >
      <AlertTitle>{t('redirect.title')}</AlertTitle>
      <span role="timer" aria-live={seconds === REDIRECT_DELAY_S || seconds === 0 ? 'polite' : 'off'}>
        {t('redirect.countdown', { count: Math.max(seconds, 0) })}
      </span>
      {error && (
        <Box sx={{ mt: 1, color: 'error.main' }} role="alert">
          {error}
        </Box>
      )}
      <Box ref={node} sx={{ display: 'none' }} />
    </Alert>
  );
}
