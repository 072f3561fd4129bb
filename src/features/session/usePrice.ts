import { useCallback } from 'react';
import { formatPrice } from '../../lib/money';
import { useCurrency, useLocale } from './hooks';

/** Formats amounts in the session currency for the current locale. */
export function usePrice(): (value: number) => string {
  const locale = useLocale();
  const currency = useCurrency();
  return useCallback((value: number) => formatPrice(value, currency, locale), [currency, locale]);
}
