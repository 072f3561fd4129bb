import Container from '@mui/material/Container';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  fetchCart,
  fetchCheckoutContext,
  fetchCountryRules,
  fetchPaymentMethods,
  fetchSalutations,
  fetchShippingMethods,
  isNetworkError,
  listAddresses,
  requestLanguage,
  type AddressView,
  type CheckoutContextView,
  type CountryRulesView,
  type MethodView,
  type SalutationView,
} from '../../../api';
import { localizePath, splitLocalePath } from '../../../i18n/locales';
import { applyCart } from '../../cart';
import { CheckoutOffline } from '../components/CheckoutOffline';
import { CheckoutView } from '../components/CheckoutView';
import { loadCheckoutTexts } from './entryGuard';

export interface CheckoutData {
  offline: boolean;
  context: CheckoutContextView | null;
  shippingMethods: MethodView[];
  paymentMethods: MethodView[];
  addresses: AddressView[];
  countries: CountryRulesView[];
  salutations: SalutationView[];
}

const OFFLINE: CheckoutData = { offline: true, context: null, shippingMethods: [], paymentMethods: [], addresses: [], countries: [], salutations: [] };

/**
 * Everything the checkout cannot render without. Without a customer or guest session the shopper
 * chooses first (/checkout/register); an empty cart goes back to the cart page.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<CheckoutData> {
  await loadCheckoutTexts();
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  try {
    const context = await fetchCheckoutContext();
    if (!context.customer) throw redirect(localizePath(locale, '/checkout/register'));
    const language = requestLanguage();
    const [cart, shippingMethods, paymentMethods, addresses, countries, salutations] = await Promise.all([
      fetchCart(),
      fetchShippingMethods(),
      fetchPaymentMethods(),
      listAddresses(),
      fetchCountryRules(language),
      fetchSalutations(language),
    ]);
    applyCart(cart);
    if (cart.isEmpty) throw redirect(localizePath(locale, '/checkout/cart'));
    return { offline: false, context, shippingMethods, paymentMethods, addresses, countries, salutations };
  } catch (error) {
    if (isNetworkError(error)) return OFFLINE;
    throw error;
  }
}

/** /checkout: addresses, shipping and payment, terms, summary and the pay button. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  if (data.offline || !data.context?.customer) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <CheckoutOffline blocking />
      </Container>
    );
  }
  return <CheckoutView data={data} context={data.context} customer={data.context.customer} />;
}
