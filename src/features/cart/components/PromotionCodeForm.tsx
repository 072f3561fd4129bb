import CloseIcon from '@mui/icons-material/Close';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItemView } from '../../../api';
import { applyPromotion, removeItem } from '../actions';

/** Promotion code entry ('Enter a promo code' when empty) and the applied promotions. */
export function PromotionCodeForm({ promotions }: { promotions: CartItemView[] }) {
  const { t } = useTranslation('cart');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('promotion.empty'));
      return;
    }
    setError(null);
    setBusy(true);
    const ok = await applyPromotion(code);
    setBusy(false);
    if (ok) setCode('');
  };
  return (
    <Stack spacing={1.5}>
      <Stack component="form" direction="row" spacing={1} alignItems="flex-start" onSubmit={submit} noValidate>
        <TextField
          label={t('promotion.label')}
          value={code}
          onChange={(e) => { setCode(e.target.value); if (error) setError(null); }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          size="small"
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ flexShrink: 0 }}>{t('promotion.add')}</Button>
      </Stack>
      {promotions.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>{t('promotion.applied')}</Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {promotions.map((p) => (
              <Chip
                key={p.id}
                icon={<LocalOfferOutlinedIcon />}
                label={p.label}
                color="success"
                variant="outlined"
                onDelete={p.removable ? () => void removeItem(p.id) : undefined}
                deleteIcon={<CloseIcon aria-label={t('promotion.remove', { name: p.label })} />}
              />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
