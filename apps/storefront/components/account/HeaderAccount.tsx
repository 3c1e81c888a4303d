'use client';

import type { EditionKey } from '@shop/editions';
import { useUser } from '@shop/session/react';
import { AccountLoginLink } from '@shop/ui';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { signInPath } from '@/lib/account-site';
import { useAccountSite } from './account-site';
import { useLogout } from './useLogout';

/**
 * The header's account element: the login icon, or the signed-in customer's menu (§4), whose code loads only when
 * the session knows a customer (a guest's visit never loads it). In a single-sign-on store the login goes to the
 * account service and back to this page.
 */
export function HeaderAccount({ edition, loginRoute }: { edition: EditionKey; loginRoute: string }) {
  const { user } = useUser();
  const site = useAccountSite();
  const pathname = usePathname();
  const loginHref = site ? signInPath(edition, pathname) : loginRoute;
  // The logout lives here, not in the menu: a successful logout forgets the customer, which takes the menu away
  // while the mutation's answer (where to go next) is still to be handled.
  const logout = useLogout();
  return (
    <>
      {user ? (
        <HeaderAccountMenu
          edition={edition}
          loginHref={loginHref}
          onLogout={logout.run}
          loggingOut={logout.pending}
        />
      ) : (
        <AccountLoginLink href={loginHref} />
      )}
      {logout.island}
    </>
  );
}

// An action's empty box holds the icon's place while the menu's code loads, so the cart icon beside it stays put.
const HeaderAccountMenu = dynamic(
  () => import('./HeaderAccountMenu').then((module) => module.HeaderAccountMenu),
  { ssr: false, loading: () => <span className="shop-header__action" aria-hidden="true" /> },
);
