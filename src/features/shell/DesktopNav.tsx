import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NavItem } from '../../api';
import { toolHref } from '../advisor';
import { useLocale, useLocalePath } from '../session';
import { useNavigationTree } from './navigationData';

/** The panel's code (Popover) loads when a category is first opened. */
const MegaMenu = lazy(() => import('./MegaMenu').then((m) => ({ default: m.MegaMenu })));

/** The main navigation on wide screens: one button per top category, children in a panel. */
export function DesktopNav() {
  const { t } = useTranslation();
  const items = useNavigationTree('main-navigation');
  const lp = useLocalePath();
  const locale = useLocale();
  const advisor = toolHref('advisor', locale);
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ item: NavItem; anchor: HTMLElement } | null>(null);
  const isActive = (item: NavItem) => Boolean(item.url && !item.external && pathname.startsWith(lp(item.url).replace(/\/$/, '')));
  return (
    <Box component="nav" aria-label={t('a11y.mainNavigation')} sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="xl" component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: '0 auto', py: 0.5, flexWrap: 'wrap' }}>
        {items.map((item) => {
          const hasChildren = item.children.length > 0;
          const active = isActive(item);
          const sx = { color: 'text.primary', fontWeight: 600, borderRadius: 2, ...(active && { bgcolor: 'action.selected' }) };
          return (
            <li key={item.id}>
              {hasChildren ? (
                <Button
                  endIcon={<ExpandMoreIcon />}
                  aria-haspopup="true"
                  aria-expanded={open?.item.id === item.id}
                  aria-controls={open?.item.id === item.id ? `mega-${item.id}` : undefined}
                  onClick={(e) => setOpen({ item, anchor: e.currentTarget })}
                  sx={sx}
                >
                  {item.name}
                </Button>
              ) : (
                <Button href={item.url ? (item.external ? item.url : lp(item.url)) : undefined} aria-current={active ? 'page' : undefined} sx={sx}>
                  {item.name}
                </Button>
              )}
            </li>
          );
        })}
        {advisor && (
          <li>
            <Button
              href={advisor}
              aria-current={pathname === advisor ? 'page' : undefined}
              sx={{ color: 'text.primary', fontWeight: 600, borderRadius: 2, ...(pathname === advisor && { bgcolor: 'action.selected' }) }}
            >
              {t('beddingTools.advisor')}
            </Button>
          </li>
        )}
      </Container>
      {open && (
        <Suspense fallback={null}>
          <MegaMenu item={open.item} anchor={open.anchor} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}
