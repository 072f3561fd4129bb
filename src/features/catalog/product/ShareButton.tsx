import ShareIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { notify } from '../../notifications';
import { shareableUrl, shareLink } from './share';

/** "Teilen": the product's address through the phone's share sheet, or copied (works offline). */
export function ShareButton({ name }: { name: string }) {
  const { t } = useTranslation('catalog');
  const share = async () => {
    const url = shareableUrl(window.location);
    const outcome = await shareLink({ title: name, text: t('product.share.text', { name }), url });
    if (outcome === 'copied') notify('success', t('product.share.copied'));
    // Persistent: the address stays on screen to be copied by hand.
    else if (outcome === 'failed') notify('danger', t('product.share.failed', { url }), { persistent: true });
  };
  return (
    <Button startIcon={<ShareIcon />} onClick={() => void share()}>
      {t('product.share.button')}
    </Button>
  );
}
