'use client';

import { type EditionKey, getEdition } from '@shop/editions';
import { useAccount } from '@shop/session/react';
import { AccountMenu } from '@shop/ui';
import { usePathname } from 'next/navigation';
import { signInPath } from '@/lib/account-site';
import type { AccountUser } from './account-api';
import { accountLinks } from './account-links';
import { useAccountSite } from './account-site';
import { useLogout } from './useLogout';

/** The default address as the menu shows it: name, street, postal code and city. */
function addressLines(user: AccountUser | null): string[] | null {
  const address = user?.defaultAddress;
  if (!address) return null;
  const lines = [
    [address.firstName, address.lastName],
    [address.company],
    [address.address1, address.address2],
    [address.zip, address.city],
  ].map((parts) => parts.filter(Boolean).join(' '));
  return lines.filter(Boolean);
}

/**
 * The header's account element: the login icon, or the signed-in customer's menu (§4). In a single-sign-on store
 * the login goes to the account service and back to this page, and the menu links to the account site.
 */
export function HeaderAccount({ edition }: { edition: EditionKey }) {
  const { account: user } = useAccount();
  const logout = useLogout();
  const site = useAccountSite();
  const pathname = usePathname();
  return (
    <>
      <AccountMenu
        user={user}
        loginHref={site ? signInPath(edition, pathname) : getEdition(edition).accountRoutes.login}
        links={accountLinks(edition, undefined, site)}
        address={site ? addressLines(user) : null}
        onLogout={logout.run}
        loggingOut={logout.pending}
      />
      {logout.island}
    </>
  );
}
