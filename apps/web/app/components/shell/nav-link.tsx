import type { NavItemDto } from '@lottoshop/contracts/content';
import { NavLink } from 'react-router';

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
    return (
      <NavLink
        to={item.url}
        onClick={onNavigate}
        className={({ isActive }) =>
          `${className} ${isActive ? 'underline decoration-2 underline-offset-8' : ''}`
        }
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
