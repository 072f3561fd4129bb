import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '../../api';
import { consentDialogOpenAtom } from '../consent';
import { useLocalePath, useSession } from '../session';
import { LogoMark } from './Logo';
import { NavLink } from './NavLink';
import { useNavigationTree } from './navigationData';
import { SocialLinks } from './SocialLinks';
import { lazyWithPreload } from '../../ui/lazyWithPreload';

// Sign-up form and its texts load after the page (the footer is on every page). The module is named
// (not the index): its chunk name is in vite.config.ts's precache list.
const NewsletterSignup = lazyWithPreload(() => import('../newsletter/NewsletterSignup').then((m) => ({ default: m.NewsletterSignup })), { firstPaint: true });

function FooterColumn({ item }: { item: NavItem }) {
  const links = item.children.length ? item.children : [item];
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {item.name}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.id}>
            <NavLink item={link} color="inherit" sx={{ display: 'inline-flex', minHeight: 40, alignItems: 'center' }} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function FooterNavigation() {
  const items = useNavigationTree('footer-navigation', 1);
  return (
    <>
      {items.map((item) => (
        <FooterColumn key={item.id} item={item} />
      ))}
    </>
  );
}

/**
 * Footer: newsletter sign-up, footer navigation, social media, VAT note, cookie settings and
 * copyright. It appears in one piece, once its lazy parts (the sign-up form) and the navigation
 * are there. A part that arrived on its own later moved what was already on screen: the links
 * below the form, or, with the footer's box already there, the footer itself, which the page's
 * full-height column had pushed to the bottom of the screen (a layout shift of 0.19 on a short
 * page on a phone). A footer that appears later moves nothing.
 */
export function AppFooter() {
  return (
    <Suspense fallback={null}>
      <FooterContent />
    </Suspense>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  const openConsent = useSetAtom(consentDialogOpenAtom);
  const session = useSession();
  const lp = useLocalePath();
  const taxState = session?.taxState ?? 'gross';
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 6, '& a': { color: 'inherit' } }}>
      <Container maxWidth="xl" sx={{ py: 5 }}>
        {session?.shop.newsletter && (
          <Box sx={{ mb: 4, maxWidth: 900 }}>
            <NewsletterSignup />
          </Box>
        )}
        <Box component="nav" aria-label={t('a11y.footerNavigation')} sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} alignItems="center">
              <LogoMark size={40} />
              <Typography sx={{ fontWeight: 700, fontSize: '1.5rem' }}>{t('shop.name')}</Typography>
            </Stack>
            <Typography variant="body2">{t('shop.tagline')}</Typography>
            <Typography variant="body2">{t('footer.paymentShipping')}</Typography>
          </Stack>
          <FooterNavigation />
          <SocialLinks />
        </Box>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.3)' }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }}>
          <Typography variant="body2" data-price="">
            {taxState === 'gross' ? t('footer.vatNote') : t('footer.vatNoteNet')}
          </Typography>
          <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
            <Link href={lp('/offline')} color="inherit" sx={{ display: 'inline-flex', minHeight: 40, alignItems: 'center' }}>
              {t('offlineCatalog.menu')}
            </Link>
            <Button color="inherit" onClick={() => openConsent(true)} sx={{ textDecoration: 'underline' }}>
              {t('footer.cookieSettings')}
            </Button>
            <Typography variant="body2">{t('footer.copyright', { year: new Date().getFullYear() })}</Typography>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
