import { useTranslation } from 'react-i18next';
import { useSession } from './hooks';

/** "incl. VAT plus shipping" (or excl./tax-free) for the session's tax state. */
export function useVatNote(): string {
  const { t } = useTranslation();
  const taxState = useSession()?.taxState ?? 'gross';
  if (taxState === 'net') return t('price.exclVat');
  if (taxState === 'tax-free') return t('price.taxFree');
  return t('price.inclVat');
}
