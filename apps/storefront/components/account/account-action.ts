'use client';

import type { EditionKey } from '@shop/editions';
import { useSession } from '@shop/session/react';
import { useMutation } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query-client';
import { type AccountAction, postAccount } from './account-api';

/**
 * A submission to an account route; the session's account takes the answer's user when it names one. It names the
 * visit's client itself, so the account pages' forms need no QueryProvider (the header's logout loads it on demand).
 */
export function useAccountAction(edition: EditionKey, action: AccountAction) {
  const session = useSession();
  return useMutation(
    {
      mutationFn: (body: Record<string, unknown>) => postAccount(action, { ...body, edition }),
      onSuccess: (answer) => {
        if (answer.user !== undefined) session.setAccount(answer.user);
      },
    },
    getQueryClient(),
  );
}
