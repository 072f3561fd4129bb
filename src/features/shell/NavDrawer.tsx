import CloseIcon from '@mui/icons-material/Close';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../api';
import { toolHref } from '../advisor';
import { useLocale, useLocalePath } from '../session';
import { useNavigationTree } from './navigationData';
import { SettingsSwitchers } from './SettingsSwitchers';

function DrawerEntry({ item, depth, onNavigate }: { item: NavItem; depth: number; onNavigate: () => void }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [open, setOpen] = useState(false);
  const href = item.url ? (item.external ? item.url : lp(item.url)) : undefined;
  const hasChildren = item.children.length > 0;
  const label = <ListItemText primary={item.name} slotProps={{ primary: { sx: { fontWeight: depth === 0 ? 700 : 400 } } }} />;
  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          hasChildren ? (
            <IconButton edge="end" aria-expanded={open} aria-label={t('a11y.openSubmenu', { name: item.name })} onClick={() => setOpen((o) => !o)}>
              {open ? <ExpandLess /> : <ExpandMore />}
            </IconButton>
          ) : undefined
        }
      >
        {href ? (
          <ListItemButton href={href} onClick={onNavigate} sx={{ ps: 2 + depth * 2 }}>
            {label}
          </ListItemButton>
        ) : (
          <ListItemButton onClick={() => setOpen((o) => !o)} sx={{ ps: 2 + depth * 2 }}>
            {label}
          </ListItemButton>
        )}
      </ListItem>
      {hasChildren && (
        <Collapse in={open} unmountOnExit>
          <List disablePadding>
            {item.children.map((child) => (
              <DrawerEntry key={child.id} item={child} depth={depth + 1} onNavigate={onNavigate} />
            ))}
          </List>
        </Collapse>
      )}
    </>
  );
}

/** A drawer entry for the shop's own tools (drafts, offline catalogue) below the service links. */
function ToolEntry({ href, icon, label, onNavigate }: { href: string; icon: React.ReactNode; label: string; onNavigate: () => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton href={href} onClick={onNavigate} sx={{ ps: 2 }}>
        {icon}
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

function DrawerTree({ onNavigate }: { onNavigate: () => void }) {
  const items = useNavigationTree('main-navigation');
  const service = useNavigationTree('service-navigation', 0);
  const { t } = useTranslation();
  const advisor = toolHref('advisor', useLocale());
  const lp = useLocalePath();
  return (
    <>
      <List>
        {items.map((item) => (
          <DrawerEntry key={item.id} item={item} depth={0} onNavigate={onNavigate} />
        ))}
        {advisor && (
          <ListItem disablePadding>
            <ListItemButton href={advisor} onClick={onNavigate} sx={{ ps: 2 }}>
              <ListItemText primary={t('beddingTools.advisor')} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
            </ListItemButton>
          </ListItem>
        )}
      </List>
      <Divider />
      <List dense>
        {service.map((item) => (
          <DrawerEntry key={item.id} item={item} depth={0} onNavigate={onNavigate} />
        ))}
        <ToolEntry href={lp('/drafts')} icon={<PlaylistAddIcon fontSize="small" sx={{ me: 1.5 }} aria-hidden />} label={t('offlineCatalog.drafts')} onNavigate={onNavigate} />
        <ToolEntry href={lp('/offline')} icon={<CloudDownloadOutlinedIcon fontSize="small" sx={{ me: 1.5 }} aria-hidden />} label={t('offlineCatalog.menu')} onNavigate={onNavigate} />
      </List>
    </>
  );
}

/** The mobile menu: categories as an expandable tree, service links and the switchers. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(88vw, 380px)' }, 'aria-label': t('a11y.mainNavigation') } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography variant="h6" component="p">
          {t('shop.name')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('a11y.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('a11y.mainNavigation')} sx={{ flex: 1, overflowY: 'auto' }}>
        <Suspense fallback={<Typography sx={{ p: 2 }}>{t('a11y.loading')}</Typography>}>
          <DrawerTree onNavigate={onClose} />
        </Suspense>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <SettingsSwitchers direction="column" />
      </Box>
    </Drawer>
  );
}
