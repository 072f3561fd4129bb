import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ImageView } from '../../../api';
import { usePrice } from '../../session';

export interface SummaryLine {
  id: string;
  label: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  image?: ImageView;
  options: Array<{ group: string; option: string }>;
  type?: string;
}

/** Items of the cart or order: image, name, options, quantity × unit price, line total. */
export function LineItemList({ items }: { items: SummaryLine[] }) {
  const { t } = useTranslation('checkout');
  const format = usePrice();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => {
        const thumb = item.image ? ((item.image.thumbnails.find((th) => th.width >= 120) ?? item.image.thumbnails.at(-1))?.url ?? item.image.url) : undefined;
        return (
          <Stack key={item.id} component="li" direction="row" spacing={1.5} alignItems="flex-start">
            <Box sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1, bgcolor: 'background.default', overflow: 'hidden' }}>
              {thumb && <Box component="img" src={thumb} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.label}</Typography>
              {item.options.length > 0 && (
                <Typography variant="body2" color="text.secondary" data-testid="line-options">
                  {item.options.map((o) => (o.group ? `${o.group}: ${o.option}` : o.option)).join(' · ')}
                </Typography>
              )}
              {item.type !== 'promotion' && (
                <Typography variant="body2" color="text.secondary">
                  {t('page.quantity', { count: item.quantity })} {format(item.unitPrice)}
                </Typography>
              )}
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{format(item.totalPrice)}</Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
