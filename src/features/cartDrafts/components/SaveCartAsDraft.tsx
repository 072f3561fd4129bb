import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/money';
import { cartAtom, pendingCartAtom } from '../../cart';
import { notify } from '../../notifications';
import { useLocale } from '../../session';
import type { CartDraftLine } from '../drafts';
import { DraftNameDialog } from './DraftNameDialog';

/** "Als Entwurf speichern": the cart (and additions still waiting offline) as a named draft. */
export function SaveCartAsDraft() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const cart = useAtomValue(cartAtom);
  const pending = useAtomValue(pendingCartAtom);
  const [open, setOpen] = useState(false);
  const lines = (now: number): CartDraftLine[] => [
    ...(cart?.items ?? [])
      .filter((i) => i.type === 'product')
      .map((i) => ({ productId: i.referencedId ?? i.id, name: i.label, quantity: i.quantity, productNumber: i.productNumber, image: i.image, unitPrice: i.unitPrice, priceAt: now })),
    ...pending.filter((p) => !p.error).map((p) => ({ productId: p.productId, name: p.name, quantity: p.quantity, image: p.image })),
  ];
  const count = (cart?.items.length ?? 0) + pending.length;
  const save = async (name: string) => {
    const { createDraft } = await import('../drafts');
    await createDraft(name, lines(Date.now()));
    setOpen(false);
    notify('success', t('drafts.saved', { name }));
  };
  return (
    <>
      <Button startIcon={<SaveOutlinedIcon />} onClick={() => setOpen(true)} disabled={count === 0}>
        {t('drafts.saveCart')}
      </Button>
      {open && (
        <DraftNameDialog open title={t('drafts.saveCart')} initial={t('drafts.defaultName', { date: formatDate(new Date().toISOString(), locale) })} onSubmit={save} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
