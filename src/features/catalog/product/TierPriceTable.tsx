import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { tierRows } from '../../../lib/tiers';
import { usePrice } from '../../session';
import { usePricesWithheld } from '../../../ui/usePricesWithheld';

/** Tier prices: 'up to {quantity}' rows and a final 'from {quantity}' row (spec §9). */
export function TierPriceTable({ tiers, quantity }: { tiers: Array<{ quantity: number; unitPrice: number }>; quantity: number }) {
  const { t } = useTranslation('catalog');
  const format = usePrice();
  const withheld = usePricesWithheld();
  const rows = tierRows(tiers);
  if (rows.length === 0 || withheld) return null;
  let activeIndex = rows.findIndex((r) => r.label === 'upTo' && quantity <= r.quantity);
  if (activeIndex === -1) activeIndex = rows.length - 1;
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 0.5 }} id="tier-prices">
        {t('product.tierPrices')}
      </Typography>
      <Table size="small" aria-labelledby="tier-prices" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('product.tierQuantity')}</TableCell>
            <TableCell align="right">{t('product.tierUnitPrice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={`${row.label}-${row.quantity}`} selected={i === activeIndex}>
              <TableCell>{row.label === 'from' ? t('product.from', { quantity: row.quantity }) : t('product.upTo', { quantity: row.quantity })}</TableCell>
              <TableCell align="right" sx={{ fontWeight: i === activeIndex ? 700 : 400 }} data-price="">
                {format(row.unitPrice)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
