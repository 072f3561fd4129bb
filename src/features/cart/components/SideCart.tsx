import CloseIcon from '@mui/icons-material/Close';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { notificationSlotAtom } from '../../notifications';
import { useLocalePath, usePrice, useVatNote } from '../../session';
import { cartAtom, pendingCartAtom, sideCartOpenAtom } from '../atoms';
import { CartLineItem } from './CartLineItem';
import { PendingItems } from './PendingItems';

/** The side cart panel: items, subtotal, links to the cart page and the checkout. */
export function SideCart() {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useAtom(sideCartOpenAtom);
  const cart = useAtomValue(cartAtom);
  const pending = useAtomValue(pendingCartAtom);
  const format = usePrice();
  const vatNote = useVatNote();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  const setSlot = useSetAtom(notificationSlotAtom);
  // The slot is only offered while the panel is open (its content stays mounted while closing).
  useEffect(() => {
    if (!open) setSlot(null);
  }, [open, setSlot]);
  // Any navigation (a link in the panel, the back button) closes the panel. Only a change counts:
  // this component loads lazily, possibly after the first "add to cart" has already opened it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);
  const items = cart?.items ?? [];
  const empty = items.length === 0 && pending.length === 0;
  return (
    <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: 'min(100vw, 440px)' }, role: 'dialog', 'aria-label': t('sideCart.title') } }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1 }}>
        <Typography variant="h3" component="h2">
          {t('sideCart.title')}
        </Typography>
        <IconButton onClick={close} aria-label={t('actions.close', { ns: 'common' })}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        <PendingItems />
        {empty ? (
          <EmptyState
            icon={<ShoppingCartOutlinedIcon />}
            title={t('empty.title')}
            text={t('empty.text')}
            action={
              <Button variant="contained" onClick={close}>
                {t('sideCart.continue')}
              </Button>
            }
          />
        ) : (
          items.map((item, i) => (
            <Box key={item.id}>
              {i > 0 && <Divider />}
              <CartLineItem item={item} compact />
            </Box>
          ))
        )}
      </Box>
      {/* Notifications appear here while the panel is open: in its flow, never over its buttons. */}
      <Box ref={setSlot} sx={{ flexShrink: 0 }} />
      {cart && items.length > 0 && (
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.default', pb: 'calc(16px + env(safe-area-inset-bottom))' }}>
          <Stack direction="row" justifyContent="space-between" sx={{ mb: 0.5 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('summary.subtotal')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{format(cart.positionPrice)}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {vatNote}
          </Typography>
          <Stack spacing={1}>
            <Button variant="contained" size="large" href={lp('/checkout')} fullWidth>
              {t('sideCart.toCheckout')}
            </Button>
            <Button variant="outlined" size="large" href={lp('/checkout/cart')} fullWidth>
              {t('sideCart.toCart')}
            </Button>
          </Stack>
        </Box>
      )}
    </Drawer>
  );
}
