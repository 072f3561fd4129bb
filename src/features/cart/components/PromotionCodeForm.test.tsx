// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render';
import { PromotionCodeForm } from './PromotionCodeForm';

describe('PromotionCodeForm', () => {
  it("refuses an empty code with 'Enter a promo code'", async () => {
    await renderInShop(<PromotionCodeForm promotions={[]} />, { locale: 'en-GB' });
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Enter a promo code.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Promo code' }).getAttribute('aria-invalid')).toBe('true');
  });
});
