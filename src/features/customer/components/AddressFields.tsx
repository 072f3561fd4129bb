import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCountryStates, requestLanguage, type CountryRulesView, type CountryStateView, type SalutationView } from '../../../api';
import type { AddressValues } from '../form/values';

export interface AddressFieldsProps {
  /** Prefix of the field paths and element ids ('billing.'). */
  prefix: string;
  values: AddressValues;
  onChange: (patch: Partial<AddressValues>) => void;
  fieldText: (field: string) => string;
  countries: CountryRulesView[];
  salutations?: SalutationView[];
  /** Salutation, title and names (not needed where the personal data already carry them). */
  withNames?: boolean;
  withCompany?: boolean;
  /** Reports whether the chosen country has states (then a forced state is required). */
  onStates?: (hasStates: boolean) => void;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } } as const;
const span = (n: number) => ({ gridColumn: { xs: 'auto', sm: `span ${n}` } });

/** Address inputs with the country's rules: postal code pattern and (forced) state. */
export function AddressFields({ prefix, values, onChange, fieldText, countries, salutations = [], withNames = true, withCompany = false, onStates }: AddressFieldsProps) {
  const { t } = useTranslation('checkout');
  const [loaded, setLoaded] = useState<{ countryId: string; states: CountryStateView[] }>({ countryId: '', states: [] });
  const country = countries.find((c) => c.id === values.countryId);
  const showStates = Boolean(values.countryId && country?.displayState);
  const states = showStates && loaded.countryId === values.countryId ? loaded.states : [];
  const id = (field: string) => `${prefix.replace(/\W/g, '-')}${field}`;

  useEffect(() => {
    let alive = true;
    if (!showStates) {
      onStates?.(false);
      return;
    }
    const countryId = values.countryId;
    fetchCountryStates(countryId, requestLanguage()).then(
      (list) => {
        if (!alive) return;
        setLoaded({ countryId, states: list });
        onStates?.(list.length > 0);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
    // onStates is a callback prop; the states only depend on the country
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.countryId, showStates]);

  const field = (name: keyof AddressValues, label: string, opts: { required?: boolean; autoComplete?: string; span?: number; inputMode?: 'numeric' | 'tel' | 'text' } = {}) => {
    const error = fieldText(`${prefix}${name}`);
    return (
      <TextField
        id={id(name)}
        label={opts.required === false ? t('fields.optional', { label }) : label}
        value={values[name]}
        onChange={(e) => onChange({ [name]: e.target.value })}
        required={opts.required !== false}
        error={Boolean(error)}
        helperText={error || undefined}
        autoComplete={opts.autoComplete}
        slotProps={{ htmlInput: { inputMode: opts.inputMode } }}
        sx={span(opts.span ?? 6)}
        fullWidth
      />
    );
  };

  const needsZip = country ? country.postalCodeRequired : true;
  return (
    <Box sx={grid}>
      {withNames && (
        <>
          <TextField
            id={id('salutationId')}
            select
            label={t('fields.optional', { label: t('fields.salutation') })}
            value={values.salutationId}
            onChange={(e) => onChange({ salutationId: e.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={span(3)}
          >
            <option value="" />
            {salutations.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </TextField>
          {field('title', t('fields.title'), { required: false, autoComplete: 'honorific-prefix', span: 3 })}
          {field('firstName', t('fields.firstName'), { autoComplete: 'given-name', span: 3 })}
          {field('lastName', t('fields.lastName'), { autoComplete: 'family-name', span: 3 })}
        </>
      )}
      {withCompany && field('company', t('fields.company'), { required: false, autoComplete: 'organization' })}
      {field('street', t('fields.street'), { autoComplete: 'address-line1' })}
      {field('additionalAddressLine1', t('fields.additional'), { required: false, autoComplete: 'address-line2' })}
      {field('zipcode', t('fields.zipcode'), { required: needsZip, autoComplete: 'postal-code', span: 2, inputMode: country?.iso === 'DE' || country?.iso === 'FR' ? 'numeric' : 'text' })}
      {field('city', t('fields.city'), { autoComplete: 'address-level2', span: 4 })}
      <TextField
        id={id('countryId')}
        select
        required
        label={t('fields.country')}
        value={values.countryId}
        onChange={(e) => onChange({ countryId: e.target.value, countryStateId: '' })}
        error={Boolean(fieldText(`${prefix}countryId`))}
        helperText={fieldText(`${prefix}countryId`) || undefined}
        autoComplete="country"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={span(states.length ? 3 : 6)}
      >
        {!values.countryId && <option value="" />}
        {countries.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </TextField>
      {states.length > 0 && (
        <TextField
          id={id('countryStateId')}
          select
          required={country?.forceState}
          label={country?.forceState ? t('fields.state') : t('fields.optional', { label: t('fields.state') })}
          value={values.countryStateId}
          onChange={(e) => onChange({ countryStateId: e.target.value })}
          error={Boolean(fieldText(`${prefix}countryStateId`))}
          helperText={fieldText(`${prefix}countryStateId`) || undefined}
          autoComplete="address-level1"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={span(3)}
        >
          <option value="" />
          {states.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </TextField>
      )}
      {field('phoneNumber', t('fields.phone'), { required: false, autoComplete: 'tel', inputMode: 'tel' })}
    </Box>
  );
}
