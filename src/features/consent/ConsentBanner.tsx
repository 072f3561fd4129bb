import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { consentAtom, consentDialogOpenAtom } from './atoms';
import { saveConsent } from './consentCookie';
import { ConsentDialog } from './ConsentDialog';

/**
 * Cookie banner as a German shop needs it: "accept all" and "necessary only" are equally
 * prominent, nothing optional loads before a decision, settings stay reachable in the footer.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const [consent, setConsent] = useAtom(consentAtom);
  const openDialog = useSetAtom(consentDialogOpenAtom);
  const decide = (marketing: boolean) => setConsent(saveConsent(marketing));
  return (
    <>
      {!consent && (
        <Paper
          role="region"
          aria-labelledby="consent-title"
          elevation={8}
          sx={{
            position: 'fixed',
            zIndex: (theme) => theme.zIndex.drawer - 1,
            insetInline: { xs: 8, sm: 16 },
            bottom: 'calc(8px + env(safe-area-inset-bottom))',
            maxWidth: 720,
            mx: 'auto',
            p: { xs: 2, sm: 3 },
            borderRadius: 3,
          }}
        >
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <CookieOutlinedIcon color="primary" />
            <Typography id="consent-title" variant="h3" component="h2">
              {t('consent.title')}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('consent.text')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={() => decide(true)}>
              {t('consent.acceptAll')}
            </Button>
            <Button variant="contained" onClick={() => decide(false)}>
              {t('consent.necessaryOnly')}
            </Button>
            <Button variant="text" onClick={() => openDialog(true)}>
              {t('consent.customize')}
            </Button>
          </Stack>
        </Paper>
      )}
      <ConsentDialog />
    </>
  );
}
