// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../test/render';
import { NativeSelectField } from './NativeSelectField';

const options = [
  { value: 'name-asc', label: 'Name A–Z' },
  { value: 'price-asc', label: 'Preis aufsteigend', lang: 'de-DE' },
];

describe('NativeSelectField', () => {
  it('is the browser’s own select, labelled, with the chosen option and each option’s language', async () => {
    await renderInShop(<NativeSelectField label="Sortierung" value="price-asc" options={options} onChange={() => undefined} width={210} />);
    const select = await screen.findByRole('combobox', { name: 'Sortierung' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveProperty('value', 'price-asc');
    expect(screen.getByRole('option', { name: 'Preis aufsteigend' }).getAttribute('lang')).toBe('de-DE');
    // No menu popup: a phone shows its own picker.
    expect(select.getAttribute('aria-haspopup')).toBeNull();
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    await renderInShop(<NativeSelectField label="Sortierung" value="name-asc" options={options} onChange={onChange} />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Sortierung' }), { target: { value: 'price-asc' } });
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });

  it('shows an empty field for a value not among the options, not an option the user did not choose', async () => {
    await renderInShop(<NativeSelectField label="Währung" value="unknown" options={options} onChange={() => undefined} />);
    const select = await screen.findByRole('combobox', { name: 'Währung' });
    expect(select).toHaveProperty('value', '');
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(3);
  });

  it('is disabled while there is nothing to choose', async () => {
    await renderInShop(<NativeSelectField label="Land" value="" options={[]} onChange={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: 'Land' })).toHaveProperty('disabled', true);
  });
});
