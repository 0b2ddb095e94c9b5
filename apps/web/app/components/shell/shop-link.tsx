/**
 * Links of the page shell (header, menus, footer: up to ~60 on a page) and of the account page (its sections and
 * recommended plays) to the shop's own pages, by absolute path.
 * React Router's <Link> and <NavLink> resolve their path against the route tree and build their click handler on
 * every render: a few microseconds each, ~7 % of a signed-in account page's server time with its full footer. A path
 * that is already absolute needs none of that. These render the same <a href>, and a plain left click navigates
 * in the app as <Link> does (the shell provides React Router's navigate once, ShellNavigation); a click with a
 * modifier key, another button or another target is the browser's. Outside a ShellNavigation a click loads the page.
 */
import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

const NavigateContext = createContext<NavigateFunction | null>(null);

/** Gives the shell's links React Router's navigate, once for all of them. */
export function ShellNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext value={navigate}>{children}</NavigateContext>;
}

type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path of the shop ('/cart', '/lotto-results?x=1'). */
  to: string;
};

/** True for a click the app should take: a plain left click on a link that opens in this window. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link to one of the shop's pages, by absolute path. */
export function ShopLink({ to, onClick, ...rest }: ShopLinkProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigate || !isPlainClick(event)) return;
        event.preventDefault();
        // The page already shown is replaced, not stacked (as <Link> does).
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        navigate(to, { replace: here === to });
      }}
    />
  );
}

/** True when `pathname` is `to` or below it ('/my-account' is active on '/my-account/deposit'), as <NavLink> decides. */
export function isActivePath(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const target = (to.split(/[?#]/, 1)[0] ?? to).toLowerCase();
  if (path === target) return true;
  if (target === '/' || !path.startsWith(target)) return false;
  return target.endsWith('/') || path.charAt(target.length) === '/';
}

/** A ShopLink marked as the current page's section (`aria-current="page"`, `activeClassName`) when it is. */
export function ShopNavLink({
  to,
  className,
  activeClassName,
  ...rest
}: ShopLinkProps & { activeClassName: string }) {
  const active = isActivePath(useLocation().pathname, to);
  return (
    <ShopLink
      {...rest}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={active ? `${className ?? ''} ${activeClassName}` : className}
    />
  );
}
