'use client';

import { LogoutMutation } from '../islands/QueryIslands';
import { useMutationOnDemand } from '../query/useMutationOnDemand';

/**
 * Logout (§4): the server deletes the token at the backend and the cookie; the account action then has the session
 * forget the customer and leaves the page (`account-action.ts`). The header offers logout on every page, so its
 * mutation loads with the first click.
 */
export function useLogout() {
  const logout = useMutationOnDemand(LogoutMutation);
  return {
    pending: logout.isPending,
    island: logout.island,
    run: () => logout.mutate({ path: window.location.pathname }),
  };
}
