import { useRef, useState, type FormEvent } from 'react';
import { isNetworkError, toFailure } from '../../api';
import { serverFieldErrors, type FieldErrors } from '../customer';
import { focusFirstError, useFieldText } from '../customer/pages';
import { useSessionEnded } from './useSessionEnded';
import { failureMessage } from '../errors';

/**
 * One account form: client validation (the shared rules), the call, the server's violations at
 * the fields (`fieldOf` maps pointers), rate-limit and offline messages above the form.
 */
export function useAccountForm<T extends object>(options: {
  initial: T;
  validate: (values: T) => FieldErrors;
  send: (values: T) => Promise<void>;
  fieldOf: (pointer: string) => string | null;
  onDone?: (values: T) => void | Promise<void>;
}) {
  const [values, setValues] = useState<T>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldText = useFieldText(errors);
  const sessionEnded = useSessionEnded();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = options.validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setBusy(true);
    try {
      await options.send(values);
      await options.onDone?.(values);
    } catch (error) {
      if (sessionEnded(error)) return;
      const failure = toFailure(error);
      let mapped: FieldErrors;
      if (isNetworkError(error)) mapped = { '': { key: 'checkout:offline.text' } };
      else if (failure?.status === 429) mapped = { '': failureMessage(failure) };
      else mapped = serverFieldErrors(failure, options.fieldOf);
      setErrors(Object.keys(mapped).length ? mapped : { '': { key: 'errors:default' } });
      requestAnimationFrame(() => focusFirstError(formRef.current));
    } finally {
      setBusy(false);
    }
  };

  return { values, patch: (p: Partial<T>) => setValues((v) => ({ ...v, ...p })), reset: setValues, errors, fieldText, busy, submit, formRef };
}
