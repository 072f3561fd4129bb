import { describe, expect, it } from 'vitest';
import { translated } from './schemas';

describe('translated', () => {
  it('prefers the translated value of the field', () => {
    expect(translated({ name: 'Stroh', translated: { name: 'Straw' } }, 'name')).toBe('Straw');
  });

  it("falls back to the entity's own value when the translation is missing or empty", () => {
    expect(translated({ name: 'Stroh', translated: {} }, 'name')).toBe('Stroh');
    expect(translated({ name: 'Stroh', translated: { name: '' } }, 'name')).toBe('Stroh');
    expect(translated({ name: 'Stroh' }, 'name')).toBe('Stroh');
  });

  it('is undefined when neither is a non-empty string', () => {
    expect(translated({ name: '', translated: { name: null } }, 'name')).toBeUndefined();
    expect(translated({ name: 42 }, 'name')).toBeUndefined();
    expect(translated(undefined, 'name')).toBeUndefined();
    expect(translated(null, 'name')).toBeUndefined();
  });

  it('reads any field, not only the name', () => {
    expect(translated({ metaTitle: 'Einstreu', translated: { metaTitle: 'Bedding' } }, 'metaTitle')).toBe('Bedding');
  });
});
