import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, isLocale } from '../../i18n/locales';
import { useLocale, useSession } from '../session';
import { NativeSelectField } from '../../ui/NativeSelectField';
import { SWITCHER_GAP, SWITCHER_WIDTH } from './switcherLayout';
import { useLanguageSwitch } from './useLanguageSwitch';
import { useSessionChange, useSessionLists } from './useSessionSettings';

/** Language, currency and delivery-country switchers. */
export function SettingsSwitchers({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const switchLanguage = useLanguageSwitch();
  const { currencies, countries } = useSessionLists();
  const { change, busy } = useSessionChange();
  // In a column (the mobile menu) a switcher takes the whole width; in a row, a fixed one.
  const width = direction === 'column' ? undefined : SWITCHER_WIDTH;
  return (
    <Stack direction={direction} spacing={direction === 'row' ? `${SWITCHER_GAP}px` : 2} useFlexGap flexWrap="wrap">
      <NativeSelectField
        width={width}
        label={t('switchers.language')}
        value={locale}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: l }))}
        onChange={(v) => {
          if (isLocale(v) && v !== locale) void switchLanguage(v);
        }}
      />
      <NativeSelectField
        width={width}
        label={t('switchers.currency')}
        value={session?.currency.id ?? ''}
        options={currencies.map((c) => ({ value: c.id, label: c.symbol && c.symbol !== c.isoCode ? `${c.isoCode} (${c.symbol})` : c.isoCode }))}
        onChange={(v) => change({ currencyId: v })}
        disabled={busy || !session}
      />
      <NativeSelectField
        width={width}
        label={t('switchers.country')}
        value={session?.country?.id ?? ''}
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(v) => change({ countryId: v })}
        disabled={busy || !session}
      />
    </Stack>
  );
}
