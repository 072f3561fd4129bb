import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { fetchCountryRules, fetchSalutations, isNetworkError, requestLanguage, type CountryRulesView, type SalutationView } from '../../../api';
import { appStore } from '../../../app/store';
import { sessionAtom, useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { CheckoutOffline } from '../components/CheckoutOffline';
import { RegistrationForm } from '../../customer/pages';
import { redirectIfSignedIn } from './entryGuard';
import { isolate } from '../../../lib/bidi';
import { BidiText } from '../../../ui/BidiText';

export interface RegisterData {
  offline: boolean;
  countries: CountryRulesView[];
  salutations: SalutationView[];
  defaultCountryId: string;
}

/** Countries with their rules and the salutations; offline the screen says so and waits. */
export async function registerLoader({ request }: LoaderFunctionArgs): Promise<RegisterData> {
  await redirectIfSignedIn(request);
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

/** Register as customer or continue as guest (the full form of spec §3). */
export function RegisterScreen({ guest }: { guest: boolean }) {
  const { t } = useTranslation('checkout');
  const data = useLoaderData<typeof registerLoader>();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const title = guest ? t('register.guestTitle') : t('register.customerTitle');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={title} noIndex />
      <Button href={lp('/checkout/register')} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />} sx={{ mb: 1, ms: -1 }}>
        {t('register.back')}
      </Button>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {guest ? t('register.guestIntro') : t('register.customerIntro')}
      </Typography>
      <CheckoutOffline blocking={data.offline} />
      {pendingEmail ? (
        <Alert
          severity="success"
          icon={<MarkEmailReadOutlinedIcon />}
          role="status"
          action={
            <Button color="inherit" href={lp('/checkout/register')}>
              {t('register.toLogin')}
            </Button>
          }
        >
          <AlertTitle>{t('register.confirmTitle')}</AlertTitle>
          <BidiText text={t('register.confirmText', { email: isolate(pendingEmail) })} />
        </Alert>
      ) : (
        !data.offline && (
          <RegistrationForm
            guest={guest}
            countries={data.countries}
            salutations={data.salutations}
            defaultCountryId={data.defaultCountryId}
            onRegistered={(result, email) => (result.needsConfirmation ? setPendingEmail(email) : navigate(lp('/checkout')))}
          />
        )
      )}
    </Container>
  );
}
