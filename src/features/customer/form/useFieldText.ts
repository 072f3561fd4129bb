import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './validate';

/** Returns a function giving the translated message of a field ('' when the field is fine). */
export function useFieldText(errors: FieldErrors): (field: string) => string {
  const { t } = useTranslation(['validations', 'checkout']);
  return useCallback(
    (field: string) => {
      const message = errors[field];
      return message ? String(t(message.key as never, message.values as never)) : '';
    },
    [errors, t],
  );
}

/** Moves the focus to the first field with an error, so keyboard and screen reader users land on it. */
export function focusFirstError(form: HTMLElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  invalid?.focus();
  invalid?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}
