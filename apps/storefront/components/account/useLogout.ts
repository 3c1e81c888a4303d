'use client';

import { useRouter } from 'next/navigation';
import { LogoutMutation } from '../islands/QueryIslands';
import { useMutationOnDemand } from '../query/useMutationOnDemand';

/**
 * Logout (§4): the server deletes the token at the backend and the cookie; the session forgets the customer. On
 * an account page the shopper goes to the login route, elsewhere the page is rendered again as a guest's. The
 * header offers it on every page, so its mutation loads with the first click.
 */
export function useLogout() {
  const router = useRouter();
  const logout = useMutationOnDemand(LogoutMutation);
  return {
    pending: logout.isPending,
    island: logout.island,
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
