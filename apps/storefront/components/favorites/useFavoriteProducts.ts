'use client';

import type { EditionKey } from '@shop/editions';
import { useFavorites, useSessionState } from '@shop/session/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchQuickAddProducts } from '@/lib/favorites/lookup';

/**
 * The shopper's favorites looked up in the edition (current prices and availability), in the list's order. The
 * query is keyed by the ids; while a changed list is asked for, the previous answer filtered to the current ids
 * stands in, so a removal (or its undo) shows at once without a loading state.
 */
export function useFavoriteProducts(edition: EditionKey, enabled = true) {
  const { ready } = useSessionState();
  const { favorites } = useFavorites();
  const ids = [...favorites];
  const query = useQuery({
    queryKey: ['favorites', edition, ids],
    queryFn: ({ signal }) => fetchQuickAddProducts(edition, ids, signal),
    enabled: enabled && ready && ids.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: 1,
  });
  const products = ids.flatMap((id) => query.data?.find((product) => product.id === id) ?? []);
  const status: 'loading' | 'error' | 'ready' =
    !ready || (ids.length > 0 && query.data === undefined && !query.isError)
      ? 'loading'
      : query.isError && query.data === undefined
        ? 'error'
        : 'ready';
  return { ids, products, status, retry: () => void query.refetch() };
}
