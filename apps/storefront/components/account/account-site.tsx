'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { AccountSiteLinks } from '@/lib/account-site';

const AccountSiteContext = createContext<AccountSiteLinks | null>(null);

/** The external account site's links of a single-sign-on store (from the server's settings); `null` elsewhere. */
export function AccountSiteProvider({
  value,
  children,
}: {
  value: AccountSiteLinks | null;
  children: ReactNode;
}) {
  return <AccountSiteContext.Provider value={value}>{children}</AccountSiteContext.Provider>;
}

export function useAccountSite(): AccountSiteLinks | null {
  return useContext(AccountSiteContext);
}
