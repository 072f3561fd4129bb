export { ContactForm, validateContact, type ContactFormProps } from './ContactForm';
