/** The customer forms and form rules other features' pages use (kept out of index.ts, which eager code loads). */
export { AddressFields } from './components/AddressFields';
export { AddressText } from './components/AddressText';
export { EmailRequestForm } from './components/EmailRequestForm';
export { LoginForm } from './components/LoginForm';
export { PasswordField } from './components/PasswordField';
export { PersonalFields } from './components/PersonalFields';
export { RegistrationForm } from './components/RegistrationForm';
export { ResendConfirmation } from './components/ResendConfirmation';
export { useAddressForm } from './components/useAddressForm';
export { focusFirstError, useFieldText } from './form/useFieldText';
export { isEmail, newPasswordErrors, normalizeVatId, PASSWORD_MIN_LENGTH, validateEmailChange, validatePasswordChange, validateProfile } from './form/validate';
export { emptyRegistration, type AddressValues, type RegistrationValues } from './form/values';
