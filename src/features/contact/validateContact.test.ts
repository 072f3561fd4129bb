import { describe, expect, it } from 'vitest';
import { validateContact } from './ContactForm';

const valid = {
  subject: 'press',
  salutationId: '',
  firstName: 'Ida',
  lastName: 'Stall',
  email: 'ida@example.com',
  phone: '',
  comment: 'Eine ausreichend lange Nachricht.',
  acceptedDataProtection: true,
};

describe('contact form validation', () => {
  it('accepts a complete message (phone and salutation are optional)', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('names each bad field', () => {
    expect(validateContact({ ...valid, subject: '' })).toEqual({ subject: { key: 'validations:required' } });
    expect(validateContact({ ...valid, email: 'ida.at.example' })).toEqual({ email: { key: 'validations:email' } });
    expect(validateContact({ ...valid, acceptedDataProtection: false })).toEqual({ acceptedDataProtection: { key: 'forms:contact.privacyRequired' } });
    expect(validateContact({ ...valid, comment: 'kurz' })).toEqual({ comment: { key: 'validations:minLength', values: { min: 10 } } });
    expect(validateContact({ ...valid, phone: 'ruf an' })).toEqual({ phone: { key: 'forms:contact.phoneInvalid' } });
    expect(Object.keys(validateContact({ ...valid, firstName: ' ', lastName: '' }))).toEqual(['firstName', 'lastName']);
  });
});
