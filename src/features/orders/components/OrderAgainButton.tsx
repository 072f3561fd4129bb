import ReplayIcon from '@mui/icons-material/Replay';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchProductsById, isNetworkError, type OrderView } from '../../../api';
import { addManyToCart } from '../../cart';
import { notify } from '../../notifications';
import { useLocalePath } from '../../session';
import { planReorder, type ReorderItem, type ReorderNote } from '../orderAgain';

export interface OrderAgainButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'aria-describedby'> {
  order: OrderView;
}

/** The ordered lines as they were (offline: the server applies its rules when the outbox is sent). */
function asOrdered(order: OrderView): ReorderItem[] {
  const byProduct = new Map<string, ReorderItem>();
  for (const l of order.lineItems) {
    if (l.type !== 'product' || !l.productId) continue;
    const prev = byProduct.get(l.productId);
    byProduct.set(l.productId, { productId: l.productId, quantity: (prev?.quantity ?? 0) + l.quantity, name: l.label, image: l.image });
  }
  return [...byProduct.values()];
}

/**
 * "Order again": the order's products that can be bought now go into the cart, with quantities
 * adjusted to minimum, steps and stock; offline they wait in the outbox until the connection returns.
 */
export function OrderAgainButton({ order, variant = 'contained', ...props }: OrderAgainButtonProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [busy, setBusy] = useState(false);
  const noteText = (n: ReorderNote) => (n.kind === 'unavailable' ? t('notes.unavailable', { name: n.name }) : t(`notes.${n.kind}`, { name: n.name, from: n.from, to: n.to }));

  const run = async () => {
    setBusy(true);
    try {
      let items: ReorderItem[];
      try {
        const plan = planReorder(order.lineItems, await fetchProductsById(asOrdered(order).map((i) => i.productId)));
        plan.notes.forEach((n) => notify(n.kind === 'unavailable' ? 'warning' : 'info', noteText(n)));
        items = plan.items;
      } catch (error) {
        if (!isNetworkError(error)) throw error;
        items = asOrdered(order);
      }
      if (items.length === 0) {
        notify('warning', t('actions.orderAgainNone'));
        return;
      }
      const result = await addManyToCart(items);
      if (result === 'queued') notify('info', t('actions.orderAgainQueued', { count: items.length }));
      if (result === 'added') {
        notify('success', t('actions.orderAgainDone'));
        void navigate(lp('/checkout/cart'));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} startIcon={<ReplayIcon />} disabled={busy} onClick={() => void run()} {...props}>
      {t('actions.orderAgain')}
    </Button>
  );
}
