'use client';

import type { EditionKey } from '@shop/editions';
import { useRouter } from 'next/navigation';
import { useAccountAction } from './account-api';

/**
 * Logout (§4): the server deletes the token at the backend and the cookie; the session forgets the customer. On
 * an account page the shopper goes to the login route, elsewhere the page is rendered again as a guest's.
 */
export function useLogout(edition: EditionKey) {
  const router = useRouter();
  const logout = useAccountAction(edition, 'logout');
  return {
    pending: logout.isPending,
    run: () =>
      logout.mutate(
        { path: window.location.pathname },
        {
          onSuccess: (answer) => {
            // A single-sign-on store ends the account service's session on its own site, which comes back.
            if (answer.redirect && /^https?:/.test(answer.redirect)) window.location.assign(answer.redirect);
            else if (answer.redirect) router.push(answer.redirect);
            else router.refresh();
          },
        },
      ),
  };
}
