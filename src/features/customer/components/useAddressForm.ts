import { useRef, useState } from 'react';
import { createAddress, isNetworkError, toFailure, updateAddress, type AddressView, type CountryRulesView } from '../../../api';
import { addressFieldOf, serverFieldErrors } from '../form/serverErrors';
import { focusFirstError, useFieldText } from '../form/useFieldText';
import { validateAddress, type FieldErrors } from '../form/validate';
import { addressValuesOf, emptyAddress, toAddressInput, type AddressValues } from '../form/values';

/**
 * State of one address form (new or edit) with the shared validation and the server's
 * violations at the fields; used by the checkout's address dialog and the account's address book.
 */
export function useAddressForm(countries: CountryRulesView[], defaultCountryId: string, initial?: AddressView, restored?: AddressValues) {
  const [values, setValues] = useState<AddressValues>(restored ?? (initial ? addressValuesOf(initial) : emptyAddress(defaultCountryId)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasStates, setHasStates] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const fieldText = useFieldText(errors);

  /** Starts over with an address (edit) or an empty form (new). */
  const reset = (address?: AddressView) => {
    setValues(address ? addressValuesOf(address) : emptyAddress(defaultCountryId));
    setErrors({});
  };

  /** Validates and saves (PATCH when `id` is given, else POST); null when something was wrong. */
  const save = async (id: string | undefined): Promise<AddressView | null> => {
    if (busy) return null;
    const found = validateAddress(values, countries, '', true, hasStates);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return null;
    }
    setBusy(true);
    try {
      const input = toAddressInput(values);
      return id ? await updateAddress(id, input) : await createAddress(input);
    } catch (error) {
      const mapped = isNetworkError(error) ? { '': { key: 'checkout:offline.text' } } : serverFieldErrors(toFailure(error), addressFieldOf(''));
      setErrors(Object.keys(mapped).length ? mapped : { '': { key: 'errors:default' } });
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    patch: (p: Partial<AddressValues>) => setValues((v) => ({ ...v, ...p })),
    fieldText,
    onStates: setHasStates,
    busy,
    setBusy,
    formRef,
    reset,
    save,
  };
}
