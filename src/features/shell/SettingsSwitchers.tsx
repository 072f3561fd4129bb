import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, isLocale } from '../../i18n/locales';
import { useLocale, useSession } from '../session';
import { useLanguageSwitch } from './useLanguageSwitch';
import { useSessionChange, useSessionLists } from './useSessionSettings';

interface SwitchProps {
  label: string;
  value: string;
  options: Array<{ value: string; label: string; lang?: string }>;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** In a column (the mobile menu) a switcher takes the whole width; in a row, a fixed one. */
  fullWidth: boolean;
}

/**
 * The browser's own select: a phone shows its native picker, and it costs a fraction of MUI's
 * menu-based Select, which re-renders itself synchronously right after it mounts (these three are
 * on every page, hydrated on every first visit).
 */
function Switch({ label, value, options, onChange, disabled, fullWidth }: SwitchProps) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  return (
    <FormControl size="small" fullWidth={fullWidth} sx={fullWidth ? undefined : { width: 150 }} disabled={disabled || options.length === 0}>
      <InputLabel htmlFor={id} shrink={known || undefined}>
        {label}
      </InputLabel>
      <Select native inputProps={{ id }} label={label} notched={known || undefined} value={known ? value : ''} onChange={(e) => onChange(String(e.target.value))}>
        {!known && <option value="" disabled hidden />}
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </Select>
    </FormControl>
  );
}

/** Language, currency and delivery-country switchers. */
export function SettingsSwitchers({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const switchLanguage = useLanguageSwitch();
  const { currencies, countries } = useSessionLists();
  const { change, busy } = useSessionChange();
  return (
    <Stack direction={direction} spacing={direction === 'row' ? 1.5 : 2} useFlexGap flexWrap="wrap">
      <Switch
        fullWidth={direction === 'column'}
        label={t('switchers.language')}
        value={locale}
        options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l], lang: l }))}
        onChange={(v) => {
          if (isLocale(v) && v !== locale) void switchLanguage(v);
        }}
      />
      <Switch
        fullWidth={direction === 'column'}
        label={t('switchers.currency')}
        value={session?.currency.id ?? ''}
        options={currencies.map((c) => ({ value: c.id, label: c.symbol && c.symbol !== c.isoCode ? `${c.isoCode} (${c.symbol})` : c.isoCode }))}
        onChange={(v) => change({ currencyId: v })}
        disabled={busy || !session}
      />
      <Switch
        fullWidth={direction === 'column'}
        label={t('switchers.country')}
        value={session?.country?.id ?? ''}
        options={countries.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(v) => change({ countryId: v })}
        disabled={busy || !session}
      />
    </Stack>
  );
}
