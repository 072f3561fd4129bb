// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appStore } from '../../app/store';
import { renderInShop } from '../../test/render';
import { consentAtom, consentDialogOpenAtom } from './atoms';
import { BANNER_ID, ConsentBanner, CUSTOMIZE_EVENT, DECIDED_EVENT } from './ConsentBanner';
import { CONSENT_COOKIE, saveConsent } from './consentCookie';

/** The banner as index.html has it (texts from its script, here still those of another language). */
function staticBanner(): HTMLElement {
  const banner = document.createElement('section');
  banner.id = BANNER_ID;
  banner.innerHTML = '<h2><span data-text="title">Cookies and privacy</span></h2><p data-text="text"></p><button data-text="acceptAll"></button>';
  document.body.append(banner);
  return banner;
}

describe('ConsentBanner (the app’s side of index.html’s banner)', () => {
  beforeEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
    appStore.set(consentAtom, null);
    appStore.set(consentDialogOpenAtom, false);
  });
  afterEach(() => document.getElementById(BANNER_ID)?.remove());

  it('gives the banner the app’s language and keeps it shown while nothing is decided', async () => {
    const banner = staticBanner();
    await renderInShop(<ConsentBanner />);
    await waitFor(() => expect(banner.querySelector('h2')?.textContent).toBe('Cookies und Datenschutz'));
    expect(banner.querySelector('button')?.textContent).toBe('Alle akzeptieren');
    expect(banner.hidden).toBe(false);
  });

  it('learns of a choice made in the banner: the stored decision, and the banner hidden', async () => {
    const banner = staticBanner();
    await renderInShop(<ConsentBanner />);
    saveConsent(true); // what the banner's script stores before it announces the choice
    act(() => {
      window.dispatchEvent(new CustomEvent(DECIDED_EVENT));
    });
    expect(appStore.get(consentAtom)).toMatchObject({ marketing: true });
    expect(banner.hidden).toBe(true);
  });

  it('opens the settings dialog when the banner asks for it, also when asked before the app had loaded', async () => {
    const banner = staticBanner();
    banner.setAttribute('data-customize', '');
    await renderInShop(<ConsentBanner />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(banner.hasAttribute('data-customize')).toBe(false);
    act(() => appStore.set(consentDialogOpenAtom, false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => {
      window.dispatchEvent(new CustomEvent(CUSTOMIZE_EVENT));
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('hides the banner once the settings dialog has stored a decision', async () => {
    const banner = staticBanner();
    await renderInShop(<ConsentBanner />);
    act(() => appStore.set(consentAtom, saveConsent(false)));
    expect(banner.hidden).toBe(true);
  });
});
