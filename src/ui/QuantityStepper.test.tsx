// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { purchaseRules } from '../lib/quantity';
import { renderInShop } from '../test/render';
import { QuantityStepper } from './QuantityStepper';

function Harness() {
  const [value, setValue] = useState(4);
  return <QuantityStepper value={value} rules={purchaseRules(4, 2, 10)} onChange={setValue} label="Menge" />;
}

describe('QuantityStepper', () => {
  it('starts at the minimum, steps by the purchase step and stops at the maximum', async () => {
    await renderInShop(<Harness />);
    const input = await screen.findByRole('spinbutton', { name: 'Menge' });
    const less = screen.getByRole('button', { name: 'Menge verringern' });
    const more = screen.getByRole('button', { name: 'Menge erhöhen' });
    expect(input).toHaveProperty('value', '4');
    expect(less).toHaveProperty('disabled', true);
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(input).toHaveProperty('value', '10');
    expect(more).toHaveProperty('disabled', true);
  });

  it('snaps a typed quantity to an allowed one', async () => {
    await renderInShop(<Harness />);
    const input = await screen.findByRole('spinbutton', { name: 'Menge' });
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '6');
  });
});
