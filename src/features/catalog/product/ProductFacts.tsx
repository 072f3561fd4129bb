import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../api';
import { formatLength, formatQuantity } from '../../../lib/money';
import { useLocale } from '../../session';

function FactTable({ id, title, rows }: { id: string; title: string; rows: Array<[string, string]> }) {
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '45%', ps: 0 }}>
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const PACKAGING = new Set(['bag', 'half_pallet', 'pallet', 'roll', 'piece', 'download']);

/** Properties and measurements (dimensions, weight, packaging, bags per unit and pallet). */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const m = product.measurements;
  const measurements: Array<[string, string]> = [];
  if (m.length) measurements.push([t('measurements.length'), formatLength(m.length, locale)]);
  if (m.width) measurements.push([t('measurements.width'), formatLength(m.width, locale)]);
  if (m.height) measurements.push([t('measurements.height'), formatLength(m.height, locale)]);
  if (m.weight) measurements.push([t('measurements.weight'), formatQuantity(m.weight, 'kg', locale)]);
  if (m.packaging) measurements.push([t('measurements.packaging'), PACKAGING.has(m.packaging) ? t(`packaging.${m.packaging as 'bag'}`) : m.packaging]);
  if (m.bagsPerUnit) measurements.push([t('measurements.bagsPerUnit'), String(m.bagsPerUnit)]);
  if (m.bagsPerPallet) measurements.push([t('measurements.bagsPerPallet'), String(m.bagsPerPallet)]);
  const properties: Array<[string, string]> = product.properties.map((g) => [g.name, g.options.map((o) => o.name).join(', ')]);
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <FactTable id="product-properties" title={t('product.properties')} rows={properties} />
      <FactTable id="product-measurements" title={t('product.measurements')} rows={measurements} />
    </Box>
  );
}
