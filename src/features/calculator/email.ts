import { isEmail } from '../customer/pages';

/** Spec §5/§9: the e-mail for the calculator PDF has at least 5 characters and is a valid address. */
export const LEAD_EMAIL_MIN = 5;

/** The translation key of the e-mail's problem, or null when it is fine. */
export function leadEmailError(value: string): 'validations:required' | 'validations:minLength' | 'validations:email' | null {
  const v = value.trim();
  if (!v) return 'validations:required';
  if (v.length < LEAD_EMAIL_MIN) return 'validations:minLength';
  if (!isEmail(v)) return 'validations:email';
  return null;
}
