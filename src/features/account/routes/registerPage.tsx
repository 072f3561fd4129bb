import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { fetchCountryRules, fetchSalutations, isNetworkError, requestLanguage, type CountryRulesView, type SalutationView } from '../../../api';
import { appStore } from '../../../app/store';
import { RegistrationForm } from '../../customer/pages';
import { sessionAtom, useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { AccountOffline } from '../components/AccountOffline';
import { redirectCustomer, safeRedirect } from '../guard';

interface RegisterData {
  offline: boolean;
  countries: CountryRulesView[];
  salutations: SalutationView[];
  defaultCountryId: string;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<RegisterData> {
  await redirectCustomer(request);
  const session = appStore.get(sessionAtom);
  const defaultCountryId = session?.country?.id ?? session?.salesChannel.countryId ?? '';
  try {
    const [countries, salutations] = await Promise.all([fetchCountryRules(requestLanguage()), fetchSalutations(requestLanguage())]);
    return { offline: false, countries, salutations, defaultCountryId: defaultCountryId || countries[0]?.id || '' };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return { offline: true, countries: [], salutations: [], defaultCountryId };
  }
}

/** /register: the full customer form of spec §3; afterwards the double opt-in notice. */
export function Component() {
  const { t } = useTranslation('account');
  const data = useLoaderData<typeof loader>();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const target = safeRedirect(params.get('redirect'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('register.title')} noIndex />
      <Typography variant="h1" gutterBottom>
        {t('register.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('register.intro')}{' '}
        <Link href={target ? `${lp('/login')}?redirect=${encodeURIComponent(target)}` : lp('/login')} underline="always">
          {t('register.toLogin')}
        </Link>
      </Typography>
      {data.offline && <AccountOffline />}
      {pendingEmail ? (
        <Alert severity="success" icon={<MarkEmailReadOutlinedIcon />} role="status">
          <AlertTitle>{t('register.confirmTitle')}</AlertTitle>
          {t('register.confirmText', { email: pendingEmail })}
        </Alert>
      ) : (
        !data.offline && (
          <RegistrationForm
            guest={false}
            countries={data.countries}
            salutations={data.salutations}
            defaultCountryId={data.defaultCountryId}
            submitLabel={t('register.submit')}
            onRegistered={(result, email) => {
              if (result.needsConfirmation) {
                setPendingEmail(email);
                window.scrollTo({ top: 0 });
              } else navigate(target ?? lp('/account'));
            }}
          />
        )
      )}
    </Container>
  );
}
