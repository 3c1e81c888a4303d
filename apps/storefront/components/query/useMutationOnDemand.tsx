'use client';

import type { IslandLoadProps } from '@shop/ui';
// Types only: this hook runs in first-load code, where TanStack Query must not be loaded yet.
import type { MutateOptions } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useCallback, useState } from 'react';

/** One call of `mutate`: its variables and the caller's own callbacks. */
export interface Submission<TData, TError, TVariables> {
  variables: TVariables;
  options?: MutateOptions<TData, TError, TVariables>;
}

/** How the mutation of a submission settled, as its callbacks said. */
export type Settlement<TData, TError> =
  | { status: 'success'; data: TData }
  | { status: 'error'; error: TError };

/** The props of an island made by `mutationIsland`. */
export interface MutationIslandProps<TData, TError, TVariables> {
  /** The latest submission; null after a reset. */
  submission: Submission<TData, TError, TVariables> | null;
  onSettled(submission: Submission<TData, TError, TVariables>, settlement: Settlement<TData, TError>): void;
}

/** An island made by `mutationIsland`, loaded on demand (`islands/QueryIslands.tsx`), with its download's failure. */
export type MutationOnDemandIsland<TData, TError, TVariables> = ComponentType<
  MutationIslandProps<TData, TError, TVariables> & IslandLoadProps
> & {
  /** The mutation's error when its code could not be downloaded (the shopper is offline). */
  loadFailed(): TError;
};

export interface MutationOnDemand<TData, TError, TVariables> {
  mutate(variables: TVariables, options?: MutateOptions<TData, TError, TVariables>): void;
  /** From the first `mutate` until the mutation settles, the island's loading included. */
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data: TData | undefined;
  error: TError | null;
  /** When the latest submission was made (0 before any): a key for its failure's toast. */
  submittedAt: number;
  reset(): void;
  /** The island that runs the mutation: render it anywhere in the caller's output (it draws nothing). */
  island: ReactNode;
}

type Submitted<TData, TError, TVariables> = Submission<TData, TError, TVariables> & { at: number };

/**
 * A TanStack mutation whose hook, and the library with it, loads with the first `mutate`: the caller keeps its UI
 * where it is and renders `island`, a `next/dynamic` component made by `mutationIsland` that runs the action's own
 * mutation hook under the visit's QueryClient. Pending starts with the call, so the first click shows its feedback
 * while the island loads; success and failure come from the mutation's callbacks. When the island's code cannot be
 * downloaded, the submission fails with the island's `loadFailed()` error (the caller's own `onError` is not
 * called), and the next `mutate` asks for the code again.
 */
export function useMutationOnDemand<TData, TError, TVariables>(
  Island: MutationOnDemandIsland<TData, TError, TVariables>,
): MutationOnDemand<TData, TError, TVariables> {
  const [submission, setSubmission] = useState<Submitted<TData, TError, TVariables> | null>(null);
  const [settled, setSettled] = useState<{
    submission: Submission<TData, TError, TVariables>;
    settlement: Settlement<TData, TError>;
  } | null>(null);
  // Once loaded, the island stays: a reset must not unmount the observer of a mutation under way.
  const [loaded, setLoaded] = useState(false);
  const mutate = useCallback((variables: TVariables, options?: MutateOptions<TData, TError, TVariables>) => {
    setLoaded(true);
    setSubmission({ variables, options, at: Date.now() });
  }, []);
  const reset = useCallback(() => setSubmission(null), []);
  const onSettled = useCallback(
    (of: Submission<TData, TError, TVariables>, settlement: Settlement<TData, TError>) =>
      setSettled({ submission: of, settlement }),
    [],
  );
  const settlement = settled && settled.submission === submission ? settled.settlement : null;
  return {
    mutate,
    isPending: submission !== null && settlement === null,
    isSuccess: settlement?.status === 'success',
    isError: settlement?.status === 'error',
    data: settlement?.status === 'success' ? settlement.data : undefined,
    error: settlement?.status === 'error' ? settlement.error : null,
    submittedAt: submission?.at ?? 0,
    reset,
    island: loaded ? (
      <Island
        submission={submission}
        onSettled={onSettled}
        loadAttempt={submission}
        onLoadError={() => {
          if (submission) onSettled(submission, { status: 'error', error: Island.loadFailed() });
        }}
      />
    ) : null,
  };
}
