import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { confirmRegistration, isNetworkError, toFailure } from '../../../api';
import { reloadSession } from '../../customer';
import { ResendConfirmation } from '../../customer/pages';
import { useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { AccountOffline } from '../components/AccountOffline';
import { loadAccountTexts } from '../guard';

type ConfirmState = 'confirmed' | 'used' | 'invalid' | 'offline';

/**
 * /registration/confirm?em=…&hash=… (the link of the double opt-in mail): confirms the account,
 * which signs the customer in (POST /account/register-confirm).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ state: ConfirmState }> {
  await loadAccountTexts();
  const url = new URL(request.url);
  const em = url.searchParams.get('em') ?? '';
  const hash = url.searchParams.get('hash') ?? '';
  if (!em || !hash) return { state: 'invalid' };
  try {
    await confirmRegistration(em, hash);
    await reloadSession().catch(() => undefined);
    return { state: 'confirmed' };
  } catch (error) {
    if (isNetworkError(error)) return { state: 'offline' };
    const failure = toFailure(error);
    if (failure?.code === 'CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED') return { state: 'used' };
    if (failure && failure.status < 500) return { state: 'invalid' };
    throw error;
  }
}

export function Component() {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  const { state } = useLoaderData<typeof loader>();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('confirm.title')} noIndex />
      <Typography variant="h1" gutterBottom>
        {t('confirm.title')}
      </Typography>
      {state === 'offline' && <AccountOffline />}
      {state === 'confirmed' && (
        <Alert severity="success" icon={<CheckCircleOutlineIcon />} role="status">
          <AlertTitle>{t('confirm.doneTitle')}</AlertTitle>
          {t('confirm.doneText')}
        </Alert>
      )}
      {state === 'used' && (
        <Alert severity="info" role="status">
          <AlertTitle>{t('confirm.usedTitle')}</AlertTitle>
          {t('confirm.usedText')}
        </Alert>
      )}
      {state === 'invalid' && (
        <Stack spacing={3}>
          <Alert severity="warning" role="alert">
            <AlertTitle>{t('confirm.invalidTitle')}</AlertTitle>
            {t('confirm.invalidText')}
          </Alert>
          <ResendConfirmation />
        </Stack>
      )}
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mt: 3 }}>
        {state === 'confirmed' ? (
          <Button variant="contained" href={lp('/account')}>
            {t('confirm.toAccount')}
          </Button>
        ) : (
          <Button variant="contained" href={lp('/login')}>
            {t('confirm.toLogin')}
          </Button>
        )}
        <Button href={lp('/')}>{t('confirm.toShop')}</Button>
      </Stack>
    </Container>
  );
}
