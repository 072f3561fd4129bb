import CloseIcon from '@mui/icons-material/Close';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addPromotionCode, removeLineItems, type CartItemView } from '../../../api';
import { applyCart } from '../../cart';
import { notify } from '../../notifications';

export interface CheckoutPromotionProps {
  promotions: CartItemView[];
  disabled?: boolean;
  /** The cart changed: totals, and maybe the available methods, must be reloaded. */
  onChanged: () => void;
}

/** Promotion code in the checkout ('Enter a promo code' when empty); the cart's messages say the rest. */
export function CheckoutPromotion({ promotions, disabled, onChanged }: CheckoutPromotionProps) {
  const { t } = useTranslation(['cart', 'validations', 'errors']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
      onChanged();
      return true;
    } catch {
      notify('danger', t('errors:default'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('validations:promoCodeEmpty'));
      return;
    }
    setError(null);
    if (await run(async () => applyCart(await addPromotionCode(code)))) setCode('');
  };

  return (
    <Stack spacing={1.5}>
      <Stack component="form" direction="row" spacing={1} alignItems="flex-start" onSubmit={submit} noValidate>
        <TextField
          id="checkout-promotion"
          label={t('cart:promotion.label')}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          size="small"
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="outlined" disabled={busy || disabled} sx={{ flexShrink: 0 }}>{t('cart:promotion.add')}</Button>
      </Stack>
      {promotions.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" aria-label={t('cart:promotion.applied')}>
          {promotions.map((p) => (
            <Chip
              key={p.id}
              icon={<LocalOfferOutlinedIcon />}
              label={p.label}
              color="success"
              variant="outlined"
              onDelete={p.removable && !disabled ? () => void run(async () => applyCart(await removeLineItems([p.id]))) : undefined}
              deleteIcon={<CloseIcon aria-label={t('cart:promotion.remove', { name: p.label })} />}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
