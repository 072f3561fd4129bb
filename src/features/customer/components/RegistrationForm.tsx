import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isNetworkError, register, toFailure, type CountryRulesView, type RegistrationResult, type SalutationView } from '../../../api';
import { localePrefix } from '../../../i18n/locales';
import { onlineAtom, useLocale, useLocalePath } from '../../session';
import { registrationFieldOf, serverFieldErrors } from '../form/serverErrors';
import { focusFirstError, useFieldText } from '../form/useFieldText';
import { clearFormDraft, useFormDraft } from '../form/useFormDraft';
import { normalizeVatId, validateRegistration, type FieldErrors } from '../form/validate';
import { emptyRegistration, toAddressInput, type AddressValues, type RegistrationValues } from '../form/values';
import { reloadSession } from '../sessionRefresh';
import { AddressFields } from './AddressFields';
import { PersonalFields } from './PersonalFields';
import { rateLimitMessage } from '../../errors';

export interface RegistrationFormProps {
  guest: boolean;
  countries: CountryRulesView[];
  salutations: SalutationView[];
  defaultCountryId: string;
  /** The submit button's text (default: the checkout's 'Create account and continue'). */
  submitLabel?: string;
  /** Called once the session belongs to the new customer (or guest). */
  onRegistered: (result: RegistrationResult, email: string) => void;
}

const section = { p: { xs: 2, sm: 3 } } as const;

/** The full customer form of spec §3, as customer (with password) or as guest. */
export function RegistrationForm({ guest, countries, salutations, defaultCountryId, submitLabel, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation(['checkout', 'errors']);
  const locale = useLocale();
  const lp = useLocalePath();
  const online = useAtomValue(onlineAtom);
  const [values, setValues] = useFormDraft<RegistrationValues>(`checkout.register.${guest ? 'guest' : 'customer'}`, emptyRegistration(defaultCountryId), ['password', 'passwordConfirm']);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [hasStates, setHasStates] = useState({ billing: false, shipping: false });
  const formRef = useRef<HTMLFormElement>(null);
  const fieldText = useFieldText(errors);

  const patch = (p: Partial<RegistrationValues>) => setValues((v) => ({ ...v, ...p }));
  const patchAddress = (key: 'billing' | 'shipping') => (p: Partial<AddressValues>) => setValues((v) => ({ ...v, [key]: { ...v[key], ...p } }));
  const billingCountry = countries.find((c) => c.id === values.billing.countryId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRegistration(values, { guest, countries, billingHasStates: hasStates.billing, shippingHasStates: hasStates.shipping });
    setErrors(found);
    if (Object.keys(found).length) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setBusy(true);
    const names = { firstName: values.firstName, lastName: values.lastName, salutationId: values.salutationId };
    const birthday =
      values.birthdayDay && values.birthdayMonth && values.birthdayYear
        ? { birthdayDay: Number(values.birthdayDay), birthdayMonth: Number(values.birthdayMonth), birthdayYear: Number(values.birthdayYear) }
        : {};
    try {
      const result = await register({
        guest,
        accountType: values.accountType,
        salutationId: values.salutationId || undefined,
        title: values.title.trim() || undefined,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        ...(guest ? {} : { password: values.password }),
        ...birthday,
        company: values.company.trim() || undefined,
        vatIds: values.vatId.trim() ? [normalizeVatId(values.vatId)] : [],
        billingAddress: toAddressInput(values.billing, names),
        shippingAddress: values.differentShipping ? toAddressInput(values.shipping) : undefined,
        acceptedDataProtection: true,
        storefrontUrl: `${window.location.origin}${localePrefix(locale)}`,
      });
      await clearFormDraft(`checkout.register.${guest ? 'guest' : 'customer'}`);
      if (result.active) await reloadSession();
      onRegistered(result, values.email.trim());
    } catch (error) {
      if (isNetworkError(error)) {
        setErrors({ '': { key: 'checkout:offline.text' } });
      } else {
        const failure = toFailure(error);
        const mapped = serverFieldErrors(failure, registrationFieldOf);
        const limited = rateLimitMessage(failure);
        if (limited) mapped[''] = limited;
        if (!Object.keys(mapped).length) mapped[''] = { key: 'checkout:register.failed' };
        setErrors(mapped);
        requestAnimationFrame(() => focusFirstError(formRef.current));
      }
    } finally {
      setBusy(false);
    }
  };

  const general = fieldText('');
  return (
    <Stack component="form" ref={formRef} spacing={3} onSubmit={submit} noValidate aria-describedby="reg-required-note">
      <Typography id="reg-required-note" variant="body2" color="text.secondary">
        {t('register.required')}
      </Typography>
      {general && (
        <Alert severity="error" role="alert">
          {general}
        </Alert>
      )}
      <Paper variant="outlined" sx={section} component="section" aria-labelledby="reg-personal-title">
        <Typography id="reg-personal-title" variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('register.personal')}
        </Typography>
        <PersonalFields values={values} onChange={patch} fieldText={fieldText} salutations={salutations} billingCountry={billingCountry} guest={guest} />
      </Paper>
      <Paper variant="outlined" sx={section} component="section" aria-labelledby="reg-billing-title">
        <Typography id="reg-billing-title" variant="h3" component="h2" sx={{ mb: 2 }}>
          {t('register.billingAddress')}
        </Typography>
        <AddressFields
          prefix="billing."
          values={values.billing}
          onChange={patchAddress('billing')}
          fieldText={fieldText}
          countries={countries}
          withNames={false}
          onStates={(has) => setHasStates((s) => (s.billing === has ? s : { ...s, billing: has }))}
        />
        <FormControlLabel
          sx={{ mt: 2 }}
          control={<Checkbox checked={values.differentShipping} onChange={(e) => patch({ differentShipping: e.target.checked })} />}
          label={t('register.differentShipping')}
        />
      </Paper>
      {values.differentShipping && (
        <Paper variant="outlined" sx={section} component="section" aria-labelledby="reg-shipping-title">
          <Typography id="reg-shipping-title" variant="h3" component="h2" sx={{ mb: 2 }}>
            {t('register.shippingAddress')}
          </Typography>
          <AddressFields
            prefix="shipping."
            values={values.shipping}
            onChange={patchAddress('shipping')}
            fieldText={fieldText}
            countries={countries}
            salutations={salutations}
            withCompany={values.accountType === 'business'}
            onStates={(has) => setHasStates((s) => (s.shipping === has ? s : { ...s, shipping: has }))}
          />
        </Paper>
      )}
      <Typography variant="body2" color="text.secondary">
        <Trans t={t} i18nKey="register.dataProtection" components={{ privacy: <Link href={lp(t('links.privacy'))} target="_blank" rel="noopener" underline="always" /> }} />
      </Typography>
      <Button type="submit" variant="contained" size="large" disabled={busy || !online} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {submitLabel ?? (guest ? t('register.submitGuest') : t('register.submitCustomer'))}
      </Button>
    </Stack>
  );
}
