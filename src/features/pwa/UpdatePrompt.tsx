import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { updateReadyAtom } from './atoms';

/** "A new version is available — reload" once a newer build is waiting. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const update = useAtomValue(updateReadyAtom);
  return (
    <Snackbar
      open={Boolean(update)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      message={t('pwa.updateAvailable')}
      action={
        <Button color="secondary" variant="contained" size="small" onClick={() => update?.apply()}>
          {t('pwa.update')}
        </Button>
      }
    />
  );
}
