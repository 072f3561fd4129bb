// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render';
import { ContactForm } from './ContactForm';

describe('contact form', () => {
  it('offers the seven subjects and shows each error at its field', async () => {
    await renderInShop(<ContactForm title="Schreiben Sie uns" />, { namespaces: ['common', 'errors', 'forms', 'validations'] });
    const form = await screen.findByRole('form', { name: 'Schreiben Sie uns' });
    const subject = screen.getByRole('combobox', { name: /Betreff/ });
    expect([...subject.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Bitte wählen',
      'Allgemeine Frage',
      'Rücksendung / Widerruf',
      'Bestellstatus',
      'Event-Sponsoring',
      'Kooperation',
      'Händleranfrage',
      'Presse',
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), { target: { value: 'ida.at.example' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Bitte eine gültige E-Mail-Adresse eingeben.')).toBeTruthy();
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Bitte stimmen Sie den Datenschutzhinweisen zu.')).toBeTruthy();
    expect(screen.getAllByText('Dieses Feld ist ein Pflichtfeld.').length).toBeGreaterThanOrEqual(4);
  });
});
