import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { fetchCountries, fetchCurrencies, fetchSession, requestLanguage, updateSession, type CountryView, type CurrencyView, type SessionPatch } from '../../api';
import { refreshCart } from '../cart';
import { notify } from '../notifications';
import { sessionAtom } from '../session';

/** Currencies and delivery countries of the shop (empty while loading or offline). */
export function useSessionLists(): { currencies: CurrencyView[]; countries: CountryView[] } {
  const language = requestLanguage();
  const [lists, setLists] = useState<{ key?: string; currencies: CurrencyView[]; countries: CountryView[] }>({ currencies: [], countries: [] });
  useEffect(() => {
    let alive = true;
    Promise.all([fetchCurrencies(language), fetchCountries(language)]).then(
      ([currencies, countries]) => alive && setLists({ key: language, currencies, countries }),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [language]);
  return lists;
}

/** Changes currency or country: PATCH /context, then reload session, page data and cart. */
export function useSessionChange(): { change: (patch: SessionPatch) => void; busy: boolean } {
  const { t } = useTranslation();
  const setSession = useSetAtom(sessionAtom);
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const change = (patch: SessionPatch) => {
    setBusy(true);
    updateSession(patch)
      .then(fetchSession)
      .then((session) => {
        setSession(session);
        void revalidator.revalidate();
        void refreshCart();
        notify('success', t('switchers.changed'));
      })
      .catch(() => notify('danger', t('switchers.failed')))
      .finally(() => setBusy(false));
  };
  return { change, busy };
}
