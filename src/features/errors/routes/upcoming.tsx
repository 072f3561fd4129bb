import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { localizePath } from '../../../i18n/locales';
import { useLocale } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { ErrorView } from '../ErrorView';

type Area = 'account' | 'checkout' | 'wishlist' | 'login';

function areaOf(routeId: string | undefined): Area {
  const name = routeId?.split(':')[1] ?? '';
  if (name.startsWith('checkout')) return 'checkout';
  if (name.includes('wishlist')) return 'wishlist';
  if (name === 'login' || name === 'register') return 'login';
  return 'account';
}

/** Placeholder for routes whose features arrive with later issues (checkout, account, wishlist). */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const matches = useMatches();
  const area = t(`upcoming.areas.${areaOf(matches.at(-1)?.id)}`);
  return (
    <>
      <PageMeta title={t('upcoming.title')} noIndex />
      <ErrorView
        locale={locale}
        header={t('upcoming.title')}
        text={t('upcoming.text', { area })}
        showHome={false}
        actions={
          <Button variant="contained" size="large" href={localizePath(locale, '/')}>
            {t('upcoming.toShop')}
          </Button>
        }
      />
    </>
  );
}
