// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../../test/render';
import { PromotionCodeForm } from './PromotionCodeForm';

const actions = vi.hoisted(() => ({ applyPromotion: vi.fn(), removeItem: vi.fn() }));
vi.mock('../actions', async (importOriginal) => ({ ...(await importOriginal<typeof import('../actions')>()), ...actions }));

const promotion = { id: 'p1', label: '10% stable discount', removable: true } as Parameters<typeof PromotionCodeForm>[0]['promotions'][number];

beforeEach(() => {
  actions.applyPromotion.mockReset();
  actions.removeItem.mockReset();
});

async function redeem(code: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Promo code' }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
}

describe('PromotionCodeForm', () => {
  it("refuses an empty code with 'Enter a promo code'", async () => {
    await renderInShop(<PromotionCodeForm promotions={[]} />, { locale: 'en-GB' });
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Enter a promo code.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Promo code' }).getAttribute('aria-invalid')).toBe('true');
    expect(actions.applyPromotion).not.toHaveBeenCalled();
  });

  it('empties the field when the code was applied and tells the page the cart changed', async () => {
    actions.applyPromotion.mockResolvedValue('applied');
    const onChanged = vi.fn();
    await renderInShop(<PromotionCodeForm promotions={[]} onChanged={onChanged} />, { locale: 'en-GB' });
    await redeem('STALL10');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(actions.applyPromotion).toHaveBeenCalledWith('STALL10');
    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).value).toBe('');
  });

  it('keeps a refused code in the field to be corrected', async () => {
    actions.applyPromotion.mockResolvedValue('refused');
    const onChanged = vi.fn();
    await renderInShop(<PromotionCodeForm promotions={[]} onChanged={onChanged} />, { locale: 'en-GB' });
    await redeem('GIBTESNICHT');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).value).toBe('GIBTESNICHT');
  });

  it('does not report a change when the request failed', async () => {
    actions.applyPromotion.mockResolvedValue('failed');
    const onChanged = vi.fn();
    await renderInShop(<PromotionCodeForm promotions={[]} onChanged={onChanged} />, { locale: 'en-GB' });
    await redeem('STALL10');
    await waitFor(() => expect(actions.applyPromotion).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Redeem' }).hasAttribute('disabled')).toBe(false));
    expect(onChanged).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).value).toBe('STALL10');
  });

  it('removes an applied promotion, and offers neither redeeming nor removing while disabled', async () => {
    actions.removeItem.mockResolvedValue(true);
    const onChanged = vi.fn();
    const { unmount } = await renderInShop(<PromotionCodeForm promotions={[promotion]} onChanged={onChanged} />, { locale: 'en-GB' });
    fireEvent.click(await screen.findByLabelText('Remove promotion 10% stable discount'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(actions.removeItem).toHaveBeenCalledWith('p1');
    unmount();

    await renderInShop(<PromotionCodeForm promotions={[promotion]} disabled />, { locale: 'en-GB' });
    expect((await screen.findByRole('button', { name: 'Redeem' })).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByLabelText('Remove promotion 10% stable discount')).toBeNull();
  });
});
