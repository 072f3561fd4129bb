import Link, { type LinkProps } from '@mui/material/Link';
import type { NavItem } from '../../api';
import { useLocalePath } from '../session';

/** A link to a navigation entry: internal paths are localised, external links open safely. */
export function NavLink({ item, children, ...props }: { item: NavItem } & Omit<LinkProps, 'href'>) {
  const lp = useLocalePath();
  if (!item.url) return <span>{children ?? item.name}</span>;
  const href = item.external ? item.url : lp(item.url);
  const tab = item.external || item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Link href={href} {...tab} {...props}>
      {children ?? item.name}
    </Link>
  );
}
