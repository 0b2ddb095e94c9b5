import type { NavItemDto } from '@lottoshop/contracts/content';
import { NavLink } from 'react-router';
import { ShopNavLink } from './shop-link.tsx';

const ACTIVE = 'underline decoration-2 underline-offset-8';

/** A navigation item from the content service: an internal link, an external link, or no link at all. */
export function NavItemLink({
  item,
  className,
  onNavigate,
}: {
  item: NavItemDto;
  className: string;
  onNavigate?: () => void;
}) {
  if (item.linkType === 'internal' && item.url) {
    // An absolute path needs no resolving against the route tree (shop-link.tsx); anything else is React Router's.
    if (item.url.startsWith('/') && !item.url.startsWith('//')) {
      return (
        <ShopNavLink to={item.url} onClick={onNavigate} className={className} activeClassName={ACTIVE}>
          {item.label}
        </ShopNavLink>
      );
    }
    return (
      <NavLink
        to={item.url}
        onClick={onNavigate}
        className={({ isActive }) => (isActive ? `${className} ${ACTIVE}` : className)}
      >
        {item.label}
      </NavLink>
    );
  }
  if (item.linkType === 'external' && item.url) {
    return (
      <a href={item.url} className={className} rel="noopener noreferrer" onClick={onNavigate}>
        {item.label}
      </a>
    );
  }
  return <span className={className}>{item.label}</span>;
}
