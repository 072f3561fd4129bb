import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProductsByIds, isNetworkError, type ProductSummary } from '../../api';
import { ProductRow } from '../catalog';
import { OwnPrices } from '../../ui/usePricesWithheld';
import { useLocale } from '../session';
import { onRecentChange, readRecent, refreshCards, type RecentEntry } from './recentStore';

interface Fresh {
  locale: string;
  cards: Map<string, ProductSummary>;
  /** The last read failed (no connection, or the shop answered with an error): the kept cards stand in. */
  failed: false | 'offline' | 'error';
}

/**
 * "Zuletzt angesehen": the products this device opened last, as a row of cards. Online the cards
 * are the shop's current ones (prices in the customer's own view, one read for all); without a
 * connection they are the cards as last seen, and the row says so. One button forgets the history
 * (the slot around it, RecentlyViewed.tsx, then says so).
 */
export default function RecentlyViewedRow({ exclude, onClear }: { exclude?: string; onClear: () => void }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const [entries, setEntries] = useState<RecentEntry[]>(readRecent);
  const [fresh, setFresh] = useState<Fresh>({ locale, cards: new Map(), failed: false });

  useEffect(() => onRecentChange(() => setEntries(readRecent())), []);

  const shown = entries.filter((e) => e.key !== exclude);
  const ids = shown.map((e) => e.productId);
  const idsKey = ids.join(',');
  const current = fresh.locale === locale ? fresh : { locale, cards: new Map<string, ProductSummary>(), failed: false as Fresh['failed'] };
  const missing = ids.filter((id) => !current.cards.has(id));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    const asked = missingKey.split(',');
    let cancelled = false;
    const keep = (cards: ProductSummary[], failed: Fresh['failed']) =>
      setFresh((before) => {
        const base = before.locale === locale ? before.cards : new Map<string, ProductSummary>();
        return { locale, cards: new Map([...base, ...cards.map((c) => [c.id, c] as const)]), failed };
      });
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      keep([], 'offline');
      return;
    }
    fetchProductsByIds(asked)
      .then((cards) => {
        if (cancelled) return;
        refreshCards(asked, cards, locale);
        keep(cards, false);
      })
      .catch((error: unknown) => {
        // Any failure leaves the kept cards; only a lost connection is worth saying.
        if (!cancelled) keep([], isNetworkError(error) ? 'offline' : 'error');
      });
    return () => {
      cancelled = true;
    };
  }, [missingKey, locale]);

  // Before the first answer (or when it failed) each product shows as last seen in this language.
  const settled = current.failed !== false || missing.length === 0;
  if (!settled || idsKey === '') return null;
  const products = shown.flatMap((e) => {
    const card = current.cards.get(e.productId) ?? e.cards[locale];
    return card ? [card] : [];
  });
  const stale = current.failed === 'offline' && products.some((p) => !current.cards.has(p.id));

  // The cards are the customer's own (read for them, or kept as they saw them), on a page whose prices are withheld too.
  return (
    <OwnPrices.Provider value>
      <Box sx={{ mt: 4 }}>
        <ProductRow
          title={t('recentlyViewed.title')}
          products={products}
          note={
            stale ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                {t('recentlyViewed.offline')}
              </Typography>
            ) : undefined
          }
          actions={
            <Button size="small" startIcon={<HistoryIcon />} onClick={onClear} sx={{ whiteSpace: 'nowrap' }}>
              {t('recentlyViewed.clear')}
            </Button>
          }
        />
      </Box>
    </OwnPrices.Provider>
  );
}
