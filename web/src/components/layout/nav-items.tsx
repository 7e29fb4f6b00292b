import { Link, useLocation } from 'wouter';
import { isNavItemActive, SIGNED_IN_NAV } from '../../lib/nav.ts';
import { NAV_ICONS } from './nav-icons.ts';

/**
 * The signed-in navigation's list items, each a link with its icon, the current page's marked
 * with aria-current. Each bar styles them by whether they are active.
 */
export function NavItems({
  linkClass,
  iconClass,
  labelClass,
}: {
  linkClass: (active: boolean) => string;
  iconClass: (active: boolean) => string;
  labelClass?: string;
}) {
  const [location] = useLocation();
  return SIGNED_IN_NAV.map(({ href, label }) => {
    const Icon = NAV_ICONS[href];
    const active = isNavItemActive(href, location);
    return (
      <li key={href}>
        <Link href={href} aria-current={active ? 'page' : undefined} className={linkClass(active)}>
          <Icon className={iconClass(active)} aria-hidden="true" />
          <span data-nav-label className={labelClass}>
            {label}
          </span>
        </Link>
      </li>
    );
  });
}
