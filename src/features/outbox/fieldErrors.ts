import type { StoreApiFailure } from '../../api';
import { violationMessage, type FieldErrors } from '../customer';

/** The server's violations at the fields named by their pointer ('/email' → 'email'); others under ''. */
export function pointerFieldErrors(failure: StoreApiFailure | null, fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of failure?.errors ?? []) {
    const name = error.pointer?.replace(/^\//, '') ?? '';
    const key = fields.includes(name) ? name : '';
    if (!errors[key]) errors[key] = violationMessage(error);
  }
  return errors;
}
