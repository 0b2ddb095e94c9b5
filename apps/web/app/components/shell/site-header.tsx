import type { NavItemDto } from '@lottoshop/contracts/content';
import { formatMoney } from '@lottoshop/contracts/formatting';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { hasCapability, type ShellData, visibleNavItems } from '../../lib/shell-data.ts';
import { NavItemLink } from './nav-link.tsx';
import { ShopLink } from './shop-link.tsx';

/** The main navigation bar (spec 2 §2): menu toggle, logo home, primary items, account or login, cart. */
export function SiteHeader({ shell }: { shell: ShellData }) {
  const items = visibleNavItems(shell.content.mainNav, shell);
  return (
    <header className="sticky top-0 z-40 bg-theme-primary text-white shadow-theme print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
        <MobileMenu items={items} siteName={shell.site.siteName} />
        {/* The logo keeps its size on a phone; the account button gives way (see AccountControl). */}
        <ShopLink
          to="/"
          className="flex shrink-0 items-center gap-2 rounded text-xl font-extrabold tracking-tight sm:mr-4"
          aria-label={`${shell.site.siteName} home`}
          data-testid="header-logo"
        >
          {shell.content.logos?.navbar ? (
            <img
              src={shell.content.logos.navbar}
              alt=""
              className="h-8 w-auto max-w-none"
              width={128}
              height={32}
            />
          ) : (
            <>
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-full bg-theme-secondary text-base text-theme-primary"
              >
                {shell.site.siteName.slice(0, 1)}
              </span>
              <span>{shell.site.siteName}</span>
            </>
          )}
        </ShopLink>
        <nav aria-label="Main" className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={`${item.label}-${item.url ?? ''}`}>
                <NavItemLink
                  item={item}
                  className="block rounded-theme px-3 py-2 text-sm font-semibold hover:bg-white/10"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <AccountControl shell={shell} />
          <CartLink count={shell.cartCount} />
        </div>
      </div>
    </header>
  );
}

function AccountControl({ shell }: { shell: ShellData }) {
  if (!shell.signedIn) {
    return (
      <ShopLink
        to="/login"
        className="rounded-theme border border-white/60 px-3 py-2 text-sm font-semibold hover:bg-white/10"
      >
        Log in
      </ShopLink>
    );
  }
  const funds = shell.customer?.availableFunds;
  const showFunds = funds && hasCapability(shell.capabilities, 'wallet_balance');
  // On a phone the button shows the funds only (its name stays 'Account' for screen readers), so the logo fits.
  return (
    <ShopLink
      to="/my-account"
      className="flex min-w-0 items-center gap-2 rounded-theme bg-white/10 px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-white/20 sm:px-3"
    >
      <span className={showFunds ? 'sr-only sm:not-sr-only' : ''}>Account</span>
      {showFunds ? (
        <span className="rounded-full bg-theme-secondary px-2 py-0.5 text-xs text-theme-primary">
          <span className="sr-only">Available funds </span>
          {formatMoney(funds, shell.site.siteLocale)}
        </span>
      ) : null}
    </ShopLink>
  );
}

function CartLink({ count }: { count: number }) {
  return (
    <ShopLink
      to="/cart"
      className="relative flex shrink-0 items-center gap-1 rounded-theme px-2 py-2 text-sm font-semibold hover:bg-white/10 sm:px-3"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.3" />
        <circle cx="17" cy="20" r="1.3" />
      </svg>
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-action-primary px-1 text-xs leading-5 text-white"
      >
        {count}
      </span>
    </ShopLink>
  );
}

function MobileMenu({ items, siteName }: { items: NavItemDto[]; siteName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="shrink-0 rounded-theme p-2 hover:bg-white/10 lg:hidden"
        aria-label="Open menu"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white p-4 text-mono shadow-theme focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-bold text-theme-primary">{siteName}</Dialog.Title>
            <Dialog.Close className="rounded-theme p-2 hover:bg-black/5" aria-label="Close menu">
              <span aria-hidden="true">✕</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Main navigation</Dialog.Description>
          <nav aria-label="Main" className="mt-4">
            <ul className="flex flex-col">
              <li>
                <ShopLink
                  to="/"
                  onClick={() => setOpen(false)}
                  className="block rounded-theme px-3 py-3 font-semibold hover:bg-black/5"
                >
                  Home
                </ShopLink>
              </li>
              {items.map((item) => (
                <li key={`${item.label}-${item.url ?? ''}`}>
                  <NavItemLink
                    item={item}
                    onNavigate={() => setOpen(false)}
                    className="block rounded-theme px-3 py-3 font-semibold hover:bg-black/5"
                  />
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
