// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../../test/render';
import { LoginForm } from './LoginForm';

const api = vi.hoisted(() => ({ login: vi.fn(), toFailure: vi.fn() }));
vi.mock('../../../api', async (original) => ({ ...(await original<typeof import('../../../api')>()), login: api.login, toFailure: api.toFailure }));

async function signIn() {
  await renderInShop(<LoginForm onLoggedIn={() => undefined} />, { locale: 'en-GB', namespaces: ['common', 'errors', 'checkout', 'validations'] });
  fireEvent.change(await screen.findByRole('textbox', { name: /Email address/ }), { target: { value: 'lena@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Stallwerk2026!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm messages (spec §8)', () => {
  beforeEach(() => {
    api.login.mockReset();
    api.toFailure.mockReset();
  });

  it("says 'Invalid username and/or password' for wrong credentials", async () => {
    api.login.mockRejectedValue(new Error('401'));
    api.toFailure.mockReturnValue({ status: 401, code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS', errors: [{ code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' }] });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username and/or password.');
  });

  it('names the seconds to wait when sign-ins are throttled', async () => {
    api.login.mockRejectedValue(new Error('429'));
    api.toFailure.mockReturnValue({ status: 429, code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', errors: [{ code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED', parameters: { seconds: '42' } }] });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please wait 42 seconds.');
  });
});
