'use client';

import { type EditionKey, getEdition } from '@shop/editions';
import { AccountMenu } from '@shop/ui';
import { useAccountUser } from './account-api';
import { accountLinks } from './account-links';
import { useLogout } from './useLogout';

/** The header's account element: the login icon, or the signed-in customer's menu (§4). */
export function HeaderAccount({ edition }: { edition: EditionKey }) {
  const { user } = useAccountUser(edition);
  const logout = useLogout(edition);
  return (
    <AccountMenu
      user={user}
      loginHref={getEdition(edition).accountRoutes.login}
      links={accountLinks(edition)}
      onLogout={logout.run}
      loggingOut={logout.pending}
    />
  );
}
