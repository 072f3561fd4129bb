/** Customer session changes and server field errors (light: eagerly loaded code imports it). Forms: ./pages.ts. */
export { accountFieldOf, registrationFieldOf, serverFieldErrors, violationMessage } from './form/serverErrors';
export type { FieldErrors, FieldMessage } from './form/validate';
export { afterAccountDeleted, reloadSession, signOut } from './sessionRefresh';
