import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CountryRulesView, SalutationView } from '../../../api';
import { PASSWORD_MIN_LENGTH } from '../form/validate';
import type { RegistrationValues } from '../form/values';
import { PasswordField } from './PasswordField';

export interface PersonalFieldsProps {
  values: RegistrationValues;
  onChange: (patch: Partial<RegistrationValues>) => void;
  fieldText: (field: string) => string;
  salutations: SalutationView[];
  billingCountry?: CountryRulesView;
  guest: boolean;
  /** The account's personal data: without e-mail and password (they have forms of their own). */
  profile?: boolean;
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, 1fr)' } } as const;
const span = (n: number) => ({ gridColumn: { xs: 'auto', sm: `span ${n}` } });

/** Account type, names, birthdate, e-mail (twice) and password (twice) of spec §3. */
export function PersonalFields({ values, onChange, fieldText, salutations, billingCountry, guest, profile = false }: PersonalFieldsProps) {
  const { t } = useTranslation('checkout');
  const text = (name: keyof RegistrationValues, label: string, opts: { required?: boolean; autoComplete?: string; span?: number; type?: string } = {}) => {
    const error = fieldText(name);
    return (
      <TextField
        id={`reg-${name}`}
        label={opts.required === false ? t('fields.optional', { label }) : label}
        value={values[name] as string}
        onChange={(e) => onChange({ [name]: e.target.value })}
        required={opts.required !== false}
        type={opts.type}
        error={Boolean(error)}
        helperText={error || undefined}
        autoComplete={opts.autoComplete}
        sx={span(opts.span ?? 6)}
        fullWidth
      />
    );
  };
  const birthError = fieldText('birthdate');
  const birthPart = (name: 'birthdayDay' | 'birthdayMonth' | 'birthdayYear', label: string, max: number) => (
    <TextField
      id={`reg-${name}`}
      label={label}
      value={values[name]}
      onChange={(e) => onChange({ [name]: e.target.value.replace(/\D/g, '').slice(0, max > 31 ? 4 : 2) })}
      error={Boolean(birthError)}
      autoComplete={name === 'birthdayDay' ? 'bday-day' : name === 'birthdayMonth' ? 'bday-month' : 'bday-year'}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': 'reg-birthdate-help' } }}
      sx={{ flex: name === 'birthdayYear' ? 2 : 1 }}
    />
  );
  return (
    <Box sx={grid}>
      <FormControl sx={span(6)}>
        <FormLabel id="reg-accountType-label">{t('fields.accountType')}</FormLabel>
        <RadioGroup row aria-labelledby="reg-accountType-label" value={values.accountType} onChange={(e) => onChange({ accountType: e.target.value as RegistrationValues['accountType'] })}>
          <FormControlLabel value="private" control={<Radio />} label={t('fields.private')} />
          <FormControlLabel value="business" control={<Radio />} label={t('fields.business')} />
        </RadioGroup>
      </FormControl>
      {values.accountType === 'business' && (
        <>
          {text('company', t('fields.company'), { autoComplete: 'organization', span: 3 })}
          {text('vatId', t('fields.vatId'), { span: 3 })}
          {billingCountry?.iso === 'DE' && !fieldText('vatId') && <FormHelperText sx={{ ...span(6), mt: -1.5 }}>{t('fields.vatIdHint', { example: 'DE123456789' })}</FormHelperText>}
        </>
      )}
      <TextField
        id="reg-salutationId"
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
      {text('title', t('fields.title'), { required: false, autoComplete: 'honorific-prefix', span: 3 })}
      {text('firstName', t('fields.firstName'), { autoComplete: 'given-name', span: 3 })}
      {text('lastName', t('fields.lastName'), { autoComplete: 'family-name', span: 3 })}
      <FormControl component="fieldset" sx={span(6)} error={Boolean(birthError)}>
        <FormLabel component="legend">{t('fields.optional', { label: t('fields.birthdate') })}</FormLabel>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 1 }}>
          {birthPart('birthdayDay', t('fields.birthDay'), 31)}
          {birthPart('birthdayMonth', t('fields.birthMonth'), 12)}
          {birthPart('birthdayYear', t('fields.birthYear'), 9999)}
        </Box>
        <FormHelperText id="reg-birthdate-help">{birthError || t('fields.birthdateHint')}</FormHelperText>
      </FormControl>
      {!profile && text('email', t('fields.email'), { autoComplete: 'email', type: 'email', span: guest ? 6 : 3 })}
      {!guest && !profile && text('emailConfirm', t('fields.emailConfirm'), { autoComplete: 'email', type: 'email', span: 3 })}
      {!guest && !profile && (
        <>
          <Box sx={span(3)}>
            <PasswordField
              id="reg-password"
              label={t('fields.password')}
              value={values.password}
              onChange={(password) => onChange({ password })}
              autoComplete="new-password"
              error={fieldText('password')}
              helperText={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            />
          </Box>
          <Box sx={span(3)}>
            <PasswordField
              id="reg-passwordConfirm"
              label={t('fields.passwordConfirm')}
              value={values.passwordConfirm}
              onChange={(passwordConfirm) => onChange({ passwordConfirm })}
              autoComplete="new-password"
              error={fieldText('passwordConfirm')}
            />
          </Box>
        </>
      )}
    </Box>
  );
}
