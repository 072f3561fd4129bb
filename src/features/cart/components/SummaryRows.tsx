import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, netTotal } from '../../../lib/money';
import { useLocale, usePrice } from '../../session';

export interface SummaryRowsProps {
  subtotal: number;
  shipping: number | null;
  total: number;
  taxes: Array<{ rate: number; tax: number }>;
  taxStatus: 'gross' | 'net' | 'tax-free';
  /** Only digital goods: no shipping row (the cart says why). */
  virtual?: boolean;
  /** 'cart': the cart page's wording (shipping is an estimate, method and delivery dates); 'order': checkout and orders. */
  variant?: 'cart' | 'order';
  /** Cart only: the shipping method's name. */
  shippingMethod?: string;
  /** Cart only: the delivery window. */
  deliveryDate?: { earliest?: string; latest?: string };
}

/** The texts of each variant: cart page (cart namespace) or checkout and orders (checkout namespace). */
const LABELS = {
  cart: {
    ns: 'cart',
    subtotal: 'summary.subtotal',
    subtotalNet: 'summary.subtotalNet',
    shipping: 'summary.shippingEstimate',
    shippingNet: 'summary.shippingEstimateNet',
    free: 'summary.shippingFree',
    total: 'summary.total',
    totalNet: 'summary.net',
    grossTotal: 'summary.grossTotal',
    taxIncluded: 'summary.taxIncluded',
    taxAdded: 'summary.tax',
  },
  order: {
    ns: 'checkout',
    subtotal: 'page.subtotal',
    subtotalNet: 'page.subtotalNet',
    shipping: 'page.shipping',
    shippingNet: 'page.shippingNet',
    free: 'page.free',
    total: 'page.total',
    totalNet: 'page.totalNet',
    grossTotal: 'page.grossTotal',
    taxIncluded: 'page.taxIncluded',
    taxAdded: 'page.taxAdded',
  },
} as const;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography sx={{ fontWeight: strong ? 700 : 400, fontSize: strong ? '1.125rem' : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 600, fontSize: strong ? '1.125rem' : undefined, whiteSpace: 'nowrap' }}>{value}</Typography>
    </Stack>
  );
}

/**
 * Subtotal, shipping, VAT and total of a cart or an order. Net shops (business customers) show the
 * net rows, the net total, the VAT per rate and the gross total, each labelled as net or gross.
 */
export function SummaryRows({ subtotal, shipping, total, taxes, taxStatus, virtual, variant = 'order', shippingMethod, deliveryDate }: SummaryRowsProps) {
  const labels = LABELS[variant];
  const { t: translate } = useTranslation(labels.ns);
  const t = (key: string, values?: Record<string, string | number>) => String(translate(key as never, values as never));
  const format = usePrice();
  const locale = useLocale();
  const cart = variant === 'cart';
  const net = taxStatus === 'net';
  const shippingValue = shipping === null ? '–' : shipping === 0 ? t(labels.free) : format(shipping);
  const shippingRows = virtual ? (
    cart && (
      <Typography variant="body2" color="text.secondary">
        {t('summary.virtual')}
      </Typography>
    )
  ) : (
    <>
      <Row label={t(net ? labels.shippingNet : labels.shipping)} value={shippingValue} />
      {cart && shippingMethod && (
        <Typography variant="body2" color="text.secondary">
          {t('summary.shippingVia', { method: shippingMethod })}
        </Typography>
      )}
    </>
  );
  const { earliest, latest } = deliveryDate ?? {};
  return (
    <Stack spacing={cart ? 1.25 : 1} data-testid="summary-rows" data-tax-status={taxStatus}>
      {net && !cart && (
        <Typography variant="body2" color="text.secondary">
          {t('page.vatNoteNet')}
        </Typography>
      )}
      <Row label={t(net ? labels.subtotalNet : labels.subtotal)} value={format(subtotal)} />
      {shippingRows}
      <Divider />
      {net ? (
        <>
          <Row label={t(labels.totalNet)} value={format(netTotal(total, taxes))} />
          {taxes.map((tax) => (
            <Row key={tax.rate} label={t(labels.taxAdded, { rate: tax.rate })} value={format(tax.tax)} />
          ))}
          <Divider />
          <Row label={t(labels.grossTotal)} value={format(total)} strong />
        </>
      ) : (
        <>
          <Row label={t(labels.total)} value={format(total)} strong />
          {(cart || taxStatus === 'gross') &&
            taxes.map((tax) => (
              <Stack key={tax.rate} direction="row" justifyContent="space-between">
                <Typography variant="body2" color="text.secondary">
                  {t(labels.taxIncluded, { rate: tax.rate })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {format(tax.tax)}
                </Typography>
              </Stack>
            ))}
          {!cart && (
            <Typography variant="body2" color="text.secondary">
              {t('page.vatNote')}
            </Typography>
          )}
        </>
      )}
      {cart && !virtual && earliest && latest && (
        <Typography variant="body2" color="success.main">
          {t('summary.deliveryDate', { from: formatDate(earliest, locale), to: formatDate(latest, locale) })}
        </Typography>
      )}
    </Stack>
  );
}
