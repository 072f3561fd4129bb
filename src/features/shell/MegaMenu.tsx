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
  // With grandchildren the panel shows columns; a flat list otherwise.
  const deep = item.children.some((c) => c.children.length > 0);
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{
        paper: {
          id: `mega-${item.id}`,
          sx: { p: 3, mt: 1, maxWidth: 'min(960px, 92vw)' },
          onClick: (e) => {
            if ((e.target as HTMLElement).closest('a')) onClose();
          },
        },
      }}
    >
      {item.url && (
        <NavLink item={item} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 1, fontWeight: 700 }}>
          {t('actions.showAllIn', { name: item.name })}
        </NavLink>
      )}
      <Box sx={deep ? { display: 'grid', gridTemplateColumns: `repeat(${Math.min(item.children.length, 4)}, minmax(180px, 1fr))`, gap: 3 } : { display: 'grid', minWidth: 220 }}>
        {item.children.map((child) => (
          <Box key={child.id}>
            <Typography component="div" sx={{ fontWeight: 700, mb: deep ? 0.5 : 0 }}>
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
