'use client';

import { createContext, type ReactNode, useContext } from 'react';

export interface ShellRouting {
  /** The page's path: a change (a route change) closes the navigation, its submenu and the mobile search. */
  currentPath?: string;
  /** Follows a navigation link client-side; without it the browser follows it. */
  navigate?: (href: string) => void;
}

const ShellRoutingContext = createContext<ShellRouting>({});

/**
 * The router as the shell's client parts see it. The header and its navigation render on the server, which knows
 * neither the path nor the router: the app wraps them in this provider from a client component of its own.
 */
export function ShellRoutingProvider({
  currentPath,
  navigate,
  children,
}: ShellRouting & { children: ReactNode }) {
  return <ShellRoutingContext value={{ currentPath, navigate }}>{children}</ShellRoutingContext>;
}

export const useShellRouting = (): ShellRouting => useContext(ShellRoutingContext);
