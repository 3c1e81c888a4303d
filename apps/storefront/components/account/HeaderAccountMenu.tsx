'use client';

import type { EditionKey } from '@shop/editions';
import type { SessionUser } from '@shop/session';
import { useUser } from '@shop/session/react';
import { AccountMenu } from '@shop/ui';
import { accountLinks } from './account-links';
import { useAccountSite } from './account-site';

/** The default address as the menu shows it: name, street, postal code and city. */
function addressLines(user: SessionUser | null): string[] | null {
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
 * The signed-in customer's menu in the header (§4); in a single-sign-on store it links to the account site. Loaded
 * once the session knows a customer (`HeaderAccount`, which keeps the logout: this menu is gone once it succeeds).
 */
export function HeaderAccountMenu({
  edition,
  loginHref,
  onLogout,
  loggingOut,
}: {
  edition: EditionKey;
  loginHref: string;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  const { user } = useUser();
  const site = useAccountSite();
  return (
    <AccountMenu
      user={user}
      loginHref={loginHref}
      links={accountLinks(edition, undefined, site)}
      address={site ? addressLines(user) : null}
      onLogout={onLogout}
      loggingOut={loggingOut}
    />
  );
}
