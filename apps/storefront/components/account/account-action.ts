'use client';

import type { EditionKey } from '@shop/editions';
import { useSession } from '@shop/session/react';
import { useMutation } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query-client';
import { type AccountAction, runAccountAction } from './account-api.client';

/**
 * A submission to an account route; its answer is announced as the session's `user:*` event (`announce`), whose
 * listeners keep the session's user and, on logout, forget the customer's things in this browser. A logout then
 * leaves the page. It names the visit's client itself, so the account pages' forms need no QueryProvider (the
 * header's logout loads it on demand).
 */
export function useAccountAction(edition: EditionKey, action: AccountAction) {
  const session = useSession();
  return useMutation(
    {
      mutationFn: (body: Record<string, unknown>) =>
        runAccountAction(session.adapter.events, action, { ...body, edition }),
      onSuccess: (answer) => {
        // After a logout (whose `user:logout` listeners forgot the cart, favorites, comparison and their stored
        // copies: §4), a document load, not a client-side navigation: it drops the router's copies of the pages the
        // customer saw (Back must not show them to the next person) and any page still streaming in. Here, not in
        // the button's own callback: a streamed account page replaces the button that was pressed, and the pressed
        // one's callbacks go with it. An account page's answer is the login route; a single-sign-on store's is the
        // account service's logout, which comes back; elsewhere the page loads as a guest's.
        if (action !== 'logout') return;
        if (answer.redirect) window.location.assign(answer.redirect);
        else window.location.reload();
      },
    },
    getQueryClient(),
  );
}
