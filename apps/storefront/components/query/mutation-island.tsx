'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { QueryProvider } from './QueryProvider';
import type { MutationIslandProps, Submission } from './useMutationOnDemand';

/**
 * The island of `useMutationOnDemand` for one action: under the visit's QueryClient it renders the action's
 * mutation hook and runs each new submission through it, telling the caller how it settled. A module of islands
 * made with it is loaded with `next/dynamic` (`islands/QueryIslands.tsx`), so TanStack Query loads with the first
 * submission.
 */
export function mutationIsland<TData, TError, TVariables>(
  useAction: () => UseMutationResult<TData, TError, TVariables>,
) {
  function Runner({ submission, onSettled }: MutationIslandProps<TData, TError, TVariables>) {
    const { mutate } = useAction();
    const taken = useRef<Submission<TData, TError, TVariables> | null>(null);
    useEffect(() => {
      if (!submission || taken.current === submission) return;
      taken.current = submission;
      const { variables, options } = submission;
      // TanStack calls these for the latest `mutate` only, as long as this observer is mounted.
      mutate(variables, {
        ...options,
        onSuccess: (...args) => {
          onSettled(submission, { status: 'success', data: args[0] });
          options?.onSuccess?.(...args);
        },
        onError: (...args) => {
          onSettled(submission, { status: 'error', error: args[0] });
          options?.onError?.(...args);
        },
      });
    }, [submission, mutate, onSettled]);
    return null;
  }
  return function MutationIsland(props: MutationIslandProps<TData, TError, TVariables>) {
    return (
      <QueryProvider>
        <Runner {...props} />
      </QueryProvider>
    );
  };
}
