import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface CheckoutCommentProps {
  value: string;
  onChange: (value: string) => void;
}

export const COMMENT_MAX_LENGTH = 1000;

/** The delivery note, sent as the order's customer comment (kept as a draft while typing). */
export function CheckoutComment({ value, onChange }: CheckoutCommentProps) {
  const { t } = useTranslation('checkout');
  return (
    <TextField
      id="checkout-comment"
      label={t('page.comment')}
      helperText={t('page.commentHelper')}
      value={value}
      onChange={(e) => onChange(e.target.value.slice(0, COMMENT_MAX_LENGTH))}
      multiline
      minRows={3}
      fullWidth
    />
  );
}
