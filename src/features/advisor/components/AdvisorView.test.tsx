// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { AdvisorView } from './AdvisorView';

describe('AdvisorView', () => {
  it("shows 'This field is required.' at the field, keeps single choice single and ends with the recommendation", async () => {
    await renderInShop(<AdvisorView offers={[]} />, { locale: 'en-GB', path: '/en-GB/ratgeber/bedding-advisor', namespaces: ['common', 'advisor', 'validations'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: /Horse's name/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Luna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Gelding' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Mare' }));
    expect((screen.getByRole('radio', { name: 'Gelding' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const label of ['4–10 years', 'Loose box', 'Concrete']) {
      fireEvent.click(screen.getByRole('radio', { name: label }));
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    fireEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Please describe/ }), { target: { value: 'Sarcoid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Eats bedding' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show recommendation' }));
    expect(await screen.findByRole('heading', { name: 'Our recommendation for Luna' })).toBeTruthy();
    expect(screen.getByTestId('advisor-outcome').textContent).toBe('Miscanthus');
    expect(screen.getByText('Luna eats bedding – so no straw product. Horses hardly eat miscanthus.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calculate quantity' }).getAttribute('href')).toBe('/en-GB/ratgeber/bedding-calculator?bedding=miscanthus&stable=box');
  }, 30_000);
});
