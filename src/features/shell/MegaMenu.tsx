import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../api';
import { NavLink } from './NavLink';

export interface MegaMenuProps {
  item: NavItem;
  anchor: HTMLElement;
  onClose: () => void;
}

/** The panel of a top category: its children (with grandchildren) in columns. */
export function MegaMenu({ item, anchor, onClose }: MegaMenuProps) {
  const { t } = useTranslation();
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { id: `mega-${item.id}`, sx: { p: 3, mt: 1, maxWidth: 'min(960px, 92vw)' }, onClick: (e) => { if ((e.target as HTMLElement).closest('a')) onClose(); } } }}
    >
      {item.url && (
        <NavLink item={item} sx={{ display: 'inline-block', mb: 2, fontWeight: 700 }}>
          {t('actions.showAllIn', { name: item.name })}
        </NavLink>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 3 }}>
        {item.children.map((child) => (
          <Box key={child.id}>
            <Typography component="div" sx={{ fontWeight: 700, mb: 0.5 }}>
              <NavLink item={child} color="text.primary" sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }} />
            </Typography>
            {child.children.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {child.children.map((grand) => (
                  <li key={grand.id}>
                    <NavLink item={grand} color="text.secondary" sx={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Popover>
  );
}
