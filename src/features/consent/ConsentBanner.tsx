import { useAtom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { consentAtom, consentDialogOpenAtom } from './atoms';
import { readConsent } from './consentCookie';
import { ConsentDialog } from './ConsentDialog';

/** index.html's banner element and the events its script sends (a choice stored, settings asked for). */
export const BANNER_ID = 'consent-banner';
export const DECIDED_EVENT = 'stallwerk:consent';
export const CUSTOMIZE_EVENT = 'stallwerk:consent-customize';

/**
 * Cookie banner as a German shop needs it: "accept all" and "necessary only" equally prominent,
 * nothing optional loads before a decision, settings reachable in the footer. The banner itself is
 * part of the page's HTML (index.html): it shows with the first paint and its buttons work before
 * the app has loaded. Once the app runs, this takes it over: its texts follow the app's language,
 * it hides when a decision exists (also one made in the settings dialog), and the app learns of the
 * choices made in it.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const [consent, setConsent] = useAtom(consentAtom);
  const openDialog = useSetAtom(consentDialogOpenAtom);

  useEffect(() => {
    // The keys index.html's markup names in data-text (scripts/consentBanner.ts).
    const texts: Record<string, string> = {
      title: t('consent.title'),
      text: t('consent.text'),
      acceptAll: t('consent.acceptAll'),
      necessaryOnly: t('consent.necessaryOnly'),
      customize: t('consent.customize'),
    };
    document
      .getElementById(BANNER_ID)
      ?.querySelectorAll<HTMLElement>('[data-text]')
      .forEach((element) => {
        const text = texts[element.dataset.text ?? ''];
        if (text) element.textContent = text;
      });
  }, [t]);

  useEffect(() => {
    const banner = document.getElementById(BANNER_ID);
    if (banner) banner.hidden = consent !== null;
  }, [consent]);

  useEffect(() => {
    const banner = document.getElementById(BANNER_ID);
    const decided = () => setConsent(readConsent());
    const customize = () => {
      banner?.removeAttribute('data-customize');
      openDialog(true);
    };
    // Settings asked for before the app had loaded.
    if (banner?.hasAttribute('data-customize')) customize();
    window.addEventListener(DECIDED_EVENT, decided);
    window.addEventListener(CUSTOMIZE_EVENT, customize);
    return () => {
      window.removeEventListener(DECIDED_EVENT, decided);
      window.removeEventListener(CUSTOMIZE_EVENT, customize);
    };
  }, [setConsent, openDialog]);

  return <ConsentDialog />;
}
