'use client';

import type { EditionKey } from '@shop/editions';
import { useSession } from '@shop/session/react';
import { useMutation } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query-client';
import { type AccountAction, postAccount } from './account-api';

/**
 * A submission to an account route; the session's account takes the answer's user when it names one, and a logout
 * is announced as the session's `user:logout` and leaves the page. It names the visit's client itself, so the
 * account pages' forms need no QueryProvider (the header's logout loads it on demand).
 */
export function useAccountAction(edition: EditionKey, action: AccountAction) {
  const session = useSession();
  return useMutation(
    {
      mutationFn: (body: Record<string, unknown>) => postAccount(action, { ...body, edition }),
      onSuccess: (answer) => {
        if (answer.user !== undefined) session.setAccount(answer.user);
        if (action === 'logout') {
          // The session's listeners of the spec's event forget the customer's things in this browser (§4): cart,
          // favorites, comparison and their stored copies, so the next person at this browser finds none of it.
          session.adapter.events.emit('user:logout', null);
          // Then a document load, not a client-side navigation: it drops the router's copies of the pages the
          // customer saw (Back must not show them to the next person) and any page still streaming in. Here, not
          // in the button's own callback: a streamed account page replaces the button that was pressed, and the
          // pressed one's callbacks go with it. An account page's answer is the login route; a single-sign-on
          // store's is the account service's logout, which comes back; elsewhere the page loads as a guest's.
          if (answer.redirect) window.location.assign(answer.redirect);
          else window.location.reload();
        }
      },
    },
    getQueryClient(),
  );
}
