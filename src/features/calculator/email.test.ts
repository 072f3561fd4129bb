import { describe, expect, it } from 'vitest';
import { leadEmailError } from './email';

describe('calculator e-mail (spec §5: at least 5 characters and valid)', () => {
  it('requires a value', () => {
    expect(leadEmailError('')).toBe('validations:required');
    expect(leadEmailError('   ')).toBe('validations:required');
  });
  it('needs at least 5 characters', () => {
    expect(leadEmailError('a@b')).toBe('validations:minLength');
    expect(leadEmailError('a@bc')).toBe('validations:minLength');
  });
  it('needs a valid address', () => {
    expect(leadEmailError('abcde')).toBe('validations:email');
    expect(leadEmailError('anna@stall')).toBe('validations:email');
    expect(leadEmailError('anna @stall.de')).toBe('validations:email');
    expect(leadEmailError('anna@@stall.de')).toBe('validations:email');
  });
  it('accepts valid addresses, the shortest valid one included', () => {
    expect(leadEmailError('a@b.de')).toBeNull();
    expect(leadEmailError(' anna.berger@stallwerk.example ')).toBeNull();
  });
});
