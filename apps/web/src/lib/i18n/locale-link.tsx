import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocalePath } from './use-locale';

export { useLocalePath } from './use-locale';

function localize(to: LinkProps['to'], toHref: (href: string) => string): LinkProps['to'] {
  if (typeof to === 'string') return toHref(to);
  return to.pathname === undefined ? to : { ...to, pathname: toHref(to.pathname) };
}

/** A react-router Link whose `to` (an href from `paths`) gets the current locale prefix. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocaleLink(
  { to, ...props },
  ref,
) {
  const toHref = useLocalePath();
  return <Link ref={ref} to={localize(to, toHref)} {...props} />;
});

/** NavLink with the locale prefix (active state is matched against the prefixed path). */
export const LocaleNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function LocaleNavLink(
  { to, ...props },
  ref,
) {
  const toHref = useLocalePath();
  return <NavLink ref={ref} to={localize(to, toHref)} {...props} />;
});
