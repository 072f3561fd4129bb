export { NewsletterSignup } from './NewsletterSignup';
