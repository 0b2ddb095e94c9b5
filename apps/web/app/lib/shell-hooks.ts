import { useMatches, useRouteLoaderData } from 'react-router';
import type { ShellData } from './shell-data.ts';

/** The root loader's shell data; present on every page that rendered the shell. */
export function useShell(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}

/**
 * Route modules say which footer they want through `handle.footer`: 'checkout' pages show the condensed
 * footer when the cart has items, 'auth' pages (login, sign-up) when the visitor is logged out.
 */
export type ShellHandle = { footer?: 'checkout' | 'auth' };

export function useCondensedFooter(shell: ShellData): boolean {
  const matches = useMatches();
  const kind = [...matches].reverse().find((m) => (m.handle as ShellHandle | undefined)?.footer)?.handle as
    | ShellHandle
    | undefined;
  if (kind?.footer === 'checkout') return shell.cartCount > 0;
  if (kind?.footer === 'auth') return !shell.signedIn;
  return false;
}
