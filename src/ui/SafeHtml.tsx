import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizePath, splitLocalePath } from '../i18n/locales';
import { sanitizeHtml } from '../lib/sanitize';
import { classifyLink, internalPath } from '../lib/safeUrl';

/**
 * Renders backend HTML (CMS texts, product descriptions) after DOMPurify. Clicks on internal
 * links navigate inside the app; links without a locale prefix get the current one.
 */
export function SafeHtml({ html, sx, ...rest }: { html: string } & Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();
  const { locale } = splitLocalePath(useLocation().pathname);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (classifyLink(href, window.location.origin) !== 'internal' || href.startsWith('#')) return;
    event.preventDefault();
    const path = internalPath(href, window.location.origin);
    const hasPrefix = splitLocalePath(path).locale !== 'de-DE' || locale === 'de-DE';
    navigate(hasPrefix ? path : localizePath(locale, path));
  };
  return (
    <Box
      onClick={onClick}
      sx={{ '& a': { color: 'primary.main', fontWeight: 600 }, '& img': { maxWidth: '100%', height: 'auto' }, '& p': { my: 1.5 }, '& ul, & ol': { ps: 3 }, ...sx }}
      dangerouslySetInnerHTML={{ __html: clean }}
      {...rest}
    />
  );
}
