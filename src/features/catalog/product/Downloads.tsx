import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../api';

/** Files of a digital product; they become available in the account after purchase. */
export function Downloads({ downloads }: { downloads: ProductDetail['downloads'] }) {
  const { t } = useTranslation('catalog');
  if (downloads.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="product-downloads">
      <Typography id="product-downloads" variant="h2" sx={{ mb: 1 }}>
        {t('product.downloads')}
      </Typography>
      <Typography color="text.secondary">{t('product.downloadsText')}</Typography>
      <List>
        {downloads.map((d) => (
          <ListItem key={d.id} disableGutters>
            <ListItemIcon>
              <DescriptionOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={`${d.fileName}.${d.extension}`} secondary={d.extension.toUpperCase()} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
