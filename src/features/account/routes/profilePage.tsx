import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator } from 'react-router';
import {
  changeEmail,
  changePassword,
  changeProfile,
  fetchAccountCustomer,
  fetchCountryRules,
  fetchSalutations,
  requestLanguage,
  type AccountCustomerView,
  type CountryRulesView,
  type SalutationView,
} from '../../../api';
import { accountFieldOf, registrationFieldOf, reloadSession } from '../../customer';
import {
  normalizeVatId,
  PASSWORD_MIN_LENGTH,
  validateEmailChange,
  validatePasswordChange,
  validateProfile,
  emptyRegistration,
  type RegistrationValues,
  PasswordField,
  PersonalFields,
} from '../../customer/pages';
import { notify } from '../../notifications';
import { PageMeta } from '../../../ui/PageMeta';
import { AccountOffline } from '../components/AccountOffline';
import { AccountSection } from '../components/AccountSection';
import { DeleteAccount } from '../components/DeleteAccount';
import { accountLoader } from '../loaders';
import { useAccountForm } from '../useAccountForm';

export const loader = accountLoader(async () => {
  const [customer, countries, salutations] = await Promise.all([fetchAccountCustomer(), fetchCountryRules(requestLanguage()), fetchSalutations(requestLanguage())]);
  return { customer, countries, salutations };
});

function profileValues(c: AccountCustomerView): RegistrationValues {
  const [year = '', month = '', day = ''] = c.birthday ? c.birthday.split('-') : [];
  return {
    ...emptyRegistration(),
    accountType: c.accountType,
    salutationId: c.salutationId ?? '',
    title: c.title ?? '',
    firstName: c.firstName,
    lastName: c.lastName,
    birthdayDay: day ? String(Number(day)) : '',
    birthdayMonth: month ? String(Number(month)) : '',
    birthdayYear: year,
    company: c.company ?? '',
    vatId: c.vatIds[0] ?? '',
  };
}

function ProfileForm({ customer, countries, salutations }: { customer: AccountCustomerView; countries: CountryRulesView[]; salutations: SalutationView[] }) {
  const { t } = useTranslation(['account', 'checkout']);
  const revalidator = useRevalidator();
  const billingCountry = countries.find((c) => c.id === customer.defaultBillingAddress?.countryId);
  const { values, patch, fieldText, busy, submit, formRef } = useAccountForm<RegistrationValues>({
    initial: profileValues(customer),
    validate: (v) => validateProfile(v, billingCountry),
    send: (v) =>
      changeProfile({
        accountType: v.accountType,
        salutationId: v.salutationId || undefined,
        title: v.title.trim() || undefined,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        ...(v.birthdayDay && v.birthdayMonth && v.birthdayYear ? { birthdayDay: Number(v.birthdayDay), birthdayMonth: Number(v.birthdayMonth), birthdayYear: Number(v.birthdayYear) } : {}),
        company: v.company.trim() || undefined,
        vatIds: v.vatId.trim() ? [normalizeVatId(v.vatId)] : [],
      }),
    fieldOf: registrationFieldOf,
    onDone: async () => {
      notify('success', t('profile.saved'));
      await reloadSession().catch(() => undefined);
      await revalidator.revalidate();
    },
  });
  const general = fieldText('');
  return (
    <Stack component="form" ref={formRef} spacing={2} onSubmit={submit} noValidate aria-labelledby="profile-personal">
      {general && (
        <Alert severity="error" role="alert">
          {general}
        </Alert>
      )}
      <PersonalFields values={values} onChange={patch} fieldText={fieldText} salutations={salutations} billingCountry={billingCountry} guest={false} profile />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t('profile.save')}
      </Button>
    </Stack>
  );
}

function EmailForm({ current }: { current: string }) {
  const { t } = useTranslation(['account', 'checkout']);
  const revalidator = useRevalidator();
  const { values, patch, reset, fieldText, busy, submit, formRef } = useAccountForm({
    initial: { email: '', emailConfirm: '', password: '' },
    validate: validateEmailChange,
    send: (v) => changeEmail(v.email.trim(), v.emailConfirm.trim(), v.password),
    fieldOf: accountFieldOf({ '/email': 'email', '/emailConfirmation': 'emailConfirm', '/password': 'password' }),
    onDone: async () => {
      notify('success', t('email.saved'));
      reset({ email: '', emailConfirm: '', password: '' });
      await reloadSession().catch(() => undefined);
      await revalidator.revalidate();
    },
  });
  const general = fieldText('');
  const text = (name: 'email' | 'emailConfirm', label: string) => (
    <TextField
      id={`email-change-${name}`}
      label={label}
      type="email"
      autoComplete="email"
      value={values[name]}
      onChange={(e) => patch({ [name]: e.target.value })}
      required
      fullWidth
      error={Boolean(fieldText(name))}
      helperText={fieldText(name) || undefined}
    />
  );
  return (
    <Stack component="form" ref={formRef} spacing={2} onSubmit={submit} noValidate aria-labelledby="profile-email">
      <Typography color="text.secondary" sx={{ unicodeBidi: 'plaintext' }}>
        {t('email.current', { email: current })}
      </Typography>
      {general && (
        <Alert severity="error" role="alert">
          {general}
        </Alert>
      )}
      {text('email', t('email.new'))}
      {text('emailConfirm', t('email.confirm'))}
      <PasswordField
        id="email-change-password"
        label={t('email.password')}
        value={values.password}
        onChange={(password) => patch({ password })}
        autoComplete="current-password"
        error={fieldText('password')}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t('email.submit')}
      </Button>
    </Stack>
  );
}

function PasswordForm() {
  const { t } = useTranslation(['account', 'checkout']);
  const empty = { password: '', newPassword: '', newPasswordConfirm: '' };
  const { values, patch, reset, fieldText, busy, submit, formRef } = useAccountForm({
    initial: empty,
    validate: validatePasswordChange,
    send: (v) => changePassword(v.password, v.newPassword, v.newPasswordConfirm),
    fieldOf: accountFieldOf({ '/password': 'password', '/newPassword': 'newPassword', '/newPasswordConfirm': 'newPasswordConfirm' }),
    onDone: () => {
      notify('success', t('password.saved'));
      reset(empty);
    },
  });
  const general = fieldText('');
  return (
    <Stack component="form" ref={formRef} spacing={2} onSubmit={submit} noValidate aria-labelledby="profile-password">
      {general && (
        <Alert severity="error" role="alert">
          {general}
        </Alert>
      )}
      <PasswordField
        id="password-current"
        label={t('password.current')}
        value={values.password}
        onChange={(password) => patch({ password })}
        autoComplete="current-password"
        error={fieldText('password')}
      />
      <PasswordField
        id="password-new"
        label={t('password.new')}
        value={values.newPassword}
        onChange={(newPassword) => patch({ newPassword })}
        autoComplete="new-password"
        error={fieldText('newPassword')}
        helperText={t('checkout:fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
      />
      <PasswordField
        id="password-confirm"
        label={t('password.confirm')}
        value={values.newPasswordConfirm}
        onChange={(newPasswordConfirm) => patch({ newPasswordConfirm })}
        autoComplete="new-password"
        error={fieldText('newPasswordConfirm')}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t('password.submit')}
      </Button>
    </Stack>
  );
}

/** /account/profile: personal data, e-mail, password, deleting the account. */
export function Component() {
  const { t } = useTranslation('account');
  const data = useLoaderData<typeof loader>();
  if (data.offline) return <AccountOffline />;
  return (
    <Stack spacing={3}>
      <PageMeta title={t('profile.title')} noIndex />
      <Typography variant="h1">{t('profile.title')}</Typography>
      <AccountSection id="profile-personal" title={t('profile.personal')}>
        <ProfileForm key={data.customer.id} customer={data.customer} countries={data.countries} salutations={data.salutations} />
      </AccountSection>
      <AccountSection id="profile-email" title={t('email.title')}>
        <EmailForm current={data.customer.email} />
      </AccountSection>
      <AccountSection id="profile-password" title={t('password.title')}>
        <PasswordForm />
      </AccountSection>
      <AccountSection id="profile-delete" title={t('delete.title')}>
        <DeleteAccount />
      </AccountSection>
    </Stack>
  );
}
