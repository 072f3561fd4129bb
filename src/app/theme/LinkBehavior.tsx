import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';

export type LinkBehaviorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string };

/**
 * MUI's link component: site paths ('/…') go through the router, anything else is a plain
 * anchor (external links open in a new tab without opener).
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior({ href = '', ...props }, ref) {
  if (href.startsWith('/') && !href.startsWith('//')) return <RouterLink ref={ref} to={href} {...props} />;
  const external = /^https?:|^\/\//i.test(href);
  return <a ref={ref} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...props} />;
});
