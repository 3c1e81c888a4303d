'use client';

import { ShellRoutingProvider } from '@shop/ui';
import { usePathname, useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

/** The router for the server-rendered header's client parts: the path closes its panels, links go client-side. */
export function ShellRouting({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  return (
    <ShellRoutingProvider currentPath={pathname} navigate={(href) => router.push(href)}>
      {children}
    </ShellRoutingProvider>
  );
}
