import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { fetchCart, switchCheckoutContext, type CheckoutContextView, type CheckoutCustomerView, type CheckoutSwitch } from '../../../api';
import { readDraft, saveDraft } from '../../../offline/drafts';
import { applyCart, cartAtom, DELIVERY_NOTE_DRAFT } from '../../cart';
import { PromotionCodeForm, SummaryRows } from '../../cart/pages';
import { notify } from '../../notifications';
import { PaymentElement, PayButton, usePaymentFlow } from '../../payment';
import { onlineAtom, useLocalePath } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { signOut as endCustomerSession } from '../../customer';
import { useFieldText } from '../../customer/pages';
import type { CheckoutData } from '../routes/checkoutPage';
import { SignOutButton } from './SignOutButton';
import { AddressSection } from './AddressSection';
import { CheckoutComment } from './CheckoutComment';
import { CheckoutOffline } from './CheckoutOffline';
import { Consents } from './Consents';
import { LineItemList } from './LineItemList';
import { MethodList } from './MethodList';
import { useOrderPlacement } from './useOrderPlacement';
import { usePendingSwitch } from './usePendingSwitch';
import { isolate } from '../../../lib/bidi';
import { BidiText } from '../../../ui/BidiText';

export interface CheckoutViewProps {
  data: CheckoutData;
  context: CheckoutContextView;
  customer: CheckoutCustomerView;
}

function Section({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2} sx={{ mb: 1.5 }}>
        <Typography id={id} variant="h3" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** The checkout page's content for a customer or guest session. */
export function CheckoutView({ data, context, customer }: CheckoutViewProps) {
  const { t } = useTranslation(['checkout', 'payment']);
  const lp = useLocalePath();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const cart = useAtomValue(cartAtom);
  const online = useAtomValue(onlineAtom);
  const [switching, setSwitching] = useState(false);
  // The choice shows at once; the server's context confirms it (or the old one comes back).
  const { shown: pending, begin, fail } = usePendingSwitch(context);
  const [tos, setTos] = useState(false);
  const [revocation, setRevocation] = useState(false);
  const [comment, setComment] = useState<string | null>(null);
  const needsRevocation = Boolean(cart?.items.some((i) => i.isDownload));
  const reload = () => void revalidator.revalidate();
  const { errors, precheck, prepare, formRef } = useOrderPlacement({ tos, revocation, needsRevocation, comment: comment ?? '', reload });
  const fieldText = useFieldText(errors);

  useEffect(() => {
    let alive = true;
    void readDraft(DELIVERY_NOTE_DRAFT).then((text) => alive && setComment((c) => c ?? text));
    return () => {
      alive = false;
    };
  }, []);

  const paymentMethodId = pending.paymentMethodId ?? context.paymentMethodId;
  const paymentMethod = data.paymentMethods.find((m) => m.id === paymentMethodId);
  const billingCountry = customer.billingAddress?.countryIso;
  const flow = usePaymentFlow({
    adyen: context.adyen,
    method: paymentMethod,
    amount: cart?.totalPrice ?? 0,
    currency: context.currency.isoCode,
    countryCode: billingCountry,
    prepare,
    precheck,
  });
  const busy = flow.state !== 'default';
  const locked = switching || busy;

  const switchTo = async (patch: CheckoutSwitch): Promise<boolean> => {
    setSwitching(true);
    begin(patch);
    try {
      await switchCheckoutContext(patch);
      applyCart(await fetchCart());
      await revalidator.revalidate();
      return true;
    } catch {
      fail();
      notify('danger', t('page.switchFailed'));
      return false;
    } finally {
      setSwitching(false);
    }
  };

  const signOut = async () => {
    await endCustomerSession();
    notify('info', t('login.loggedOut'));
    navigate(lp('/checkout/register'));
  };

  const onComment = (text: string) => {
    setComment(text);
    void saveDraft(DELIVERY_NOTE_DRAFT, text);
  };

  const name = `${customer.firstName} ${customer.lastName}`.trim();
  const general = fieldText('') || flow.error;
  const lines = [...(cart?.items ?? []), ...(cart?.promotions ?? [])];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageMeta title={t('page.title')} noIndex />
      <Typography variant="h1" gutterBottom>
        {t('page.title')}
      </Typography>
      <CheckoutOffline />
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 400px' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <Section id="checkout-personal" title={t('page.personal')} action={<SignOutButton guest={customer.guest} disabled={locked} onSignOut={signOut} />}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              <BidiText
                text={customer.guest ? t('page.guestAs', { name: isolate(name), email: isolate(customer.email) }) : t('page.signedInAs', { name: isolate(name), email: isolate(customer.email) })}
              />
            </Typography>
            {context.taxState === 'net' && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('page.business')}
              </Typography>
            )}
          </Section>
          <AddressSection
            key={`${customer.shippingAddress?.id}-${customer.billingAddress?.id}`}
            customer={customer}
            addresses={data.addresses}
            countries={data.countries}
            salutations={data.salutations}
            disabled={locked}
            onActivate={switchTo}
          />
          <Section id="checkout-shipping-method" title={t('page.shippingMethod')}>
            <MethodList
              labelledBy="checkout-shipping-method"
              name="shippingMethod"
              methods={data.shippingMethods}
              selectedId={pending.shippingMethodId ?? context.shippingMethodId}
              disabled={locked}
              onSelect={(id) => void switchTo({ shippingMethodId: id })}
              detail={(m) => (m.deliveryTime ? t('page.deliveryTime', { time: m.deliveryTime }) : m.description)}
            />
          </Section>
          <Section id="checkout-payment-method" title={t('page.paymentMethod')}>
            <MethodList
              labelledBy="checkout-payment-method"
              name="paymentMethod"
              methods={data.paymentMethods}
              selectedId={paymentMethodId}
              disabled={locked}
              onSelect={(id) => void switchTo({ paymentMethodId: id })}
            >
              {flow.isAdyen && <PaymentElement flow={flow} adyenType={paymentMethod?.adyenType} />}
            </MethodList>
          </Section>
          <Section id="checkout-comment-title" title={t('page.comment')}>
            <CheckoutComment value={comment ?? ''} onChange={onComment} />
          </Section>
        </Stack>
        <Paper variant="outlined" component="section" aria-labelledby="checkout-summary" sx={{ p: { xs: 2, sm: 2.5 }, position: { md: 'sticky' }, top: { md: 16 } }} ref={formRef}>
          <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2} sx={{ mb: 2 }}>
            <Typography id="checkout-summary" variant="h3" component="h2">
              {t('page.summary')}
            </Typography>
            <Link href={lp('/checkout/cart')}>{t('page.edit_cart')}</Link>
          </Stack>
          <LineItemList items={lines} />
          <Divider sx={{ my: 2 }} />
          <PromotionCodeForm promotions={cart?.promotions ?? []} disabled={locked} onChanged={reload} />
          <Divider sx={{ my: 2 }} />
          {cart && <SummaryRows subtotal={cart.positionPrice} shipping={cart.shippingCosts} total={cart.totalPrice} taxes={cart.taxes} taxStatus={cart.taxStatus} virtual={cart.isVirtual} />}
          <Divider sx={{ my: 2 }} />
          <Consents
            tos={tos}
            revocation={revocation}
            needsRevocation={needsRevocation}
            tosError={fieldText('tos')}
            revocationError={fieldText('revocation')}
            onChange={(p) => {
              if (p.tos !== undefined) setTos(p.tos);
              if (p.revocation !== undefined) setRevocation(p.revocation);
            }}
          />
          {general && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {general}
            </Alert>
          )}
          <Box sx={{ mt: 2 }}>
            <PayButton state={flow.state} label={t('payment:button.order')} disabled={!online || switching || !paymentMethod || flow.elementStatus === 'loading'} onClick={flow.pay} />
          </Box>
        </Paper>
      </Box>
    </Container>
  );
}
