import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNetworkError } from '../../../api';
import { i18n, loadNamespaces } from '../../../i18n';
import { formatDate } from '../../../lib/money';
import { EmptyState } from '../../../ui/EmptyState';
import { notify } from '../../notifications';
import { useLocale, useLocalePath, useOnlineStatus, usePrice } from '../../session';
import { PageMeta } from '../../../ui/PageMeta';
import { DraftNameDialog } from '../components/DraftNameDialog';
import type { LoadNote } from '../compare';
import { cartDraftsAtom, createDraft, deleteDraft, loadDrafts, removeDraftLine, renameDraft, setDraftQuantity, type CartDraft } from '../drafts';
import { loadDraftIntoCart } from '../loadIntoCart';

export async function loader(): Promise<null> {
  await loadNamespaces('cart', 'catalog');
  await loadDrafts();
  return null;
}

const isoOf = (time: number) => new Date(time).toISOString();

function DraftCard({ draft }: { draft: CartDraft }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const price = usePrice();
  const online = useOnlineStatus();
  const lp = useLocalePath();
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<LoadNote[] | null>(null);
  const titleId = `draft-${draft.id}`;
  const priced = draft.lines.filter((l) => l.unitPrice !== undefined);
  const total = priced.reduce((sum, l) => sum + (l.unitPrice ?? 0) * l.quantity, 0);

  const load = async () => {
    setBusy(true);
    try {
      setNotes(await loadDraftIntoCart(draft));
    } catch (error) {
      notify('danger', isNetworkError(error) ? t('drafts.loadNeedsConnection') : i18n.t('errors:default'));
    } finally {
      setBusy(false);
    }
  };
  const noteText = (n: LoadNote) => {
    switch (n.kind) {
      case 'added':
        return t('drafts.noteAdded', { name: n.name, quantity: n.quantity });
      case 'quantityChanged':
        return t('drafts.noteQuantity', { name: n.name, from: n.from, to: n.to });
      case 'priceChanged':
        return t('drafts.notePrice', { name: n.name, from: price(n.from), to: price(n.to) });
      default:
        return t('drafts.noteUnavailable', { name: n.name });
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1} useFlexGap flexWrap="wrap">
        <div>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
            {draft.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('drafts.updatedAt', { date: formatDate(isoOf(draft.updatedAt), locale) })}
          </Typography>
        </div>
        <Stack direction="row" spacing={1}>
          <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setRenaming(true)}>
            {t('drafts.rename')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={async () => {
              await deleteDraft(draft.id);
              notify('info', t('drafts.deleted', { name: draft.name }));
            }}
          >
            {t('drafts.delete')}
          </Button>
        </Stack>
      </Stack>

      {draft.lines.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('drafts.emptyDraft')}</Typography>
      ) : (
        <Stack component="ul" aria-label={t('drafts.lines', { name: draft.name })} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {draft.lines.map((line) => (
            <Stack component="li" key={line.productId} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} justifyContent="space-between">
              <div>
                <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {line.unitPrice !== undefined && line.priceAt ? `${price(line.unitPrice)} · ${t('drafts.priceAt', { date: formatDate(isoOf(line.priceAt), locale) })}` : t('drafts.noPrice')}
                </Typography>
              </div>
              <Stack direction="row" spacing={1} alignItems="center">
                <TextField
                  type="number"
                  size="small"
                  label={t('drafts.quantityShort')}
                  value={line.quantity}
                  sx={{ width: 130 }}
                  slotProps={{ htmlInput: { min: 1, max: 100000, inputMode: 'numeric', 'aria-label': t('drafts.quantity', { name: line.name }) } }}
                  onChange={(e) => {
                    const value = Math.floor(Number(e.target.value));
                    if (Number.isFinite(value) && value >= 1) void setDraftQuantity(draft.id, line.productId, Math.min(value, 100000));
                  }}
                />
                <IconButton aria-label={t('drafts.remove', { name: line.name })} onClick={() => void removeDraftLine(draft.id, line.productId)}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            </Stack>
          ))}
        </Stack>
      )}
      {priced.length > 0 && <Typography sx={{ mt: 2 }}>{t('drafts.total', { total: price(total) })}</Typography>}

      {notes && (
        <Alert
          severity={notes.some((n) => n.kind !== 'added') ? 'warning' : 'success'}
          role="status"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" href={lp('/checkout/cart')}>
              {t('drafts.toCart')}
            </Button>
          }
        >
          <Typography>{t('drafts.loaded')}</Typography>
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {notes.map((n) => (
              <li key={`${n.productId}-${n.kind}`}>{noteText(n)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {!online && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('drafts.loadNeedsConnection')}
        </Typography>
      )}
      <Button variant="contained" startIcon={<ShoppingCartCheckoutIcon />} sx={{ mt: 2 }} disabled={!online || busy || draft.lines.length === 0} onClick={() => void load()}>
        {t('drafts.load')}
      </Button>
      {renaming && (
        <DraftNameDialog
          open
          title={t('drafts.renameTitle')}
          initial={draft.name}
          onSubmit={async (name) => {
            await renameDraft(draft.id, name);
            setRenaming(false);
          }}
          onClose={() => setRenaming(false)}
        />
      )}
    </Paper>
  );
}

/** Named carts prepared for later, kept on this device (issue 15: cart drafts). */
export function Component() {
  const { t } = useTranslation('cart');
  const drafts = useAtomValue(cartDraftsAtom);
  const [naming, setNaming] = useState(false);
  useEffect(() => {
    void loadDrafts();
  }, []);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageMeta title={t('drafts.title')} noIndex />
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('drafts.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('drafts.intro')}</Typography>
      <Button startIcon={<PlaylistAddIcon />} onClick={() => setNaming(true)} sx={{ mb: 3 }}>
        {t('drafts.newDraft')}
      </Button>
      {drafts && drafts.length === 0 ? (
        <EmptyState icon={<PlaylistAddIcon />} title={t('drafts.empty')} text={t('drafts.emptyText')} />
      ) : (
        <Stack spacing={3}>
          {(drafts ?? []).map((d) => (
            <DraftCard key={d.id} draft={d} />
          ))}
        </Stack>
      )}
      {naming && (
        <DraftNameDialog
          open
          title={t('drafts.newDraft')}
          initial=""
          onSubmit={async (name) => {
            await createDraft(name, []);
            setNaming(false);
          }}
          onClose={() => setNaming(false)}
        />
      )}
    </Container>
  );
}
