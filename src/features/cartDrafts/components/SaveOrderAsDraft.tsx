import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../api';
import { notify } from '../../notifications';
import type { CartDraftLine } from '../drafts';

/** The ordered products with their quantities and the prices paid, as lines of a draft. */
export function orderLines(order: OrderView, at: number): CartDraftLine[] {
  return order.lineItems
    .filter((l) => l.type === 'product' && l.productId)
    .map((l) => ({ productId: l.productId!, name: l.label, quantity: l.quantity, productNumber: l.productNumber, image: l.image, unitPrice: l.unitPrice, priceAt: at }));
}

/** "Order again" into a draft: the order becomes "Bestellung 10023", to adjust before ordering. */
export function SaveOrderAsDraft({ order }: { order: OrderView }) {
  const { t } = useTranslation('cart');
  const save = async () => {
    const name = t('drafts.orderDraftName', { number: order.orderNumber });
    await (await import('../drafts')).createDraft(name, orderLines(order, Date.parse(order.orderDate) || Date.now()));
    notify('success', t('drafts.saved', { name }));
  };
  return (
    <Button startIcon={<SaveOutlinedIcon />} onClick={() => void save()}>
      {t('drafts.orderAgainDraft')}
    </Button>
  );
}
