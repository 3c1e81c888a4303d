'use client';

import { useT } from '@shop/i18n/react';
import type { ShopCallError } from '@shop/session';
import { useOptimisticCart, usePendingLineIds, withQuantities } from '@shop/session/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { cartErrorMessageId } from '@/lib/cart';
import { useVisitQueryClient } from '@/lib/visit-query-client';
import type { CartChangeRequest } from './CartChangesRunner';
import { CartChangesRunner, cartCodeNotDownloaded } from './islands/QueryIslands';

/**
 * `useCartChanges` for a page whose first paint must not load TanStack Query (the cart page): the first quantity
 * change or removal loads the mutations' island. Until it has taken them, the requests asked for already show:
 * their lines pending, their quantities laid over the cart. Render `island` anywhere; it draws nothing.
 */
export function useCartChangesOnDemand() {
  const t = useT();
  const cache = useVisitQueryClient()?.getMutationCache();
  const [waiting, setWaiting] = useState<readonly CartChangeRequest[]>([]);
  const [loaded, setLoaded] = useState(false);
  // The latest request's order: a new one asks again for code that could not be downloaded.
  const [latest, setLatest] = useState(0);
  const [failure, setFailure] = useState<ShopCallError | null>(null);
  const asked = useRef(0);

  const stored = useOptimisticCart(cache);
  const cart = useMemo(
    () =>
      withQuantities(
        stored,
        waiting.flatMap(({ lineId, quantity }) => (quantity === undefined ? [] : [{ lineId, quantity }])),
      ),
    [stored, waiting],
  );
  const underWay = usePendingLineIds(cache);
  const pendingLineIds = useMemo(
    () => [...new Set([...waiting.map((request) => request.lineId), ...underWay])],
    [waiting, underWay],
  );

  const ask = useCallback((lineId: string, quantity?: number) => {
    asked.current += 1;
    const request = { lineId, order: asked.current, ...(quantity === undefined ? {} : { quantity }) };
    setFailure(null);
    setLoaded(true);
    setLatest(asked.current);
    setWaiting((current) => [...current, request]);
  }, []);
  const onTaken = useCallback((taken: readonly CartChangeRequest[]) => {
    setWaiting((current) => current.filter((request) => !taken.includes(request)));
  }, []);
  const onSettled = useCallback((request: CartChangeRequest, error: ShopCallError | null) => {
    if (request.order === asked.current) setFailure(error);
  }, []);
  // The mutations' code could not be downloaded (offline): the changes asked for are dropped, and the cart says so.
  const onLoadError = useCallback(() => {
    setWaiting([]);
    setFailure(cartCodeNotDownloaded());
  }, []);

  return {
    cart,
    changeQuantity: (lineId: string, quantity: number) => ask(lineId, quantity),
    remove: (lineId: string) => ask(lineId),
    pendingLineIds,
    error: failure ? t(cartErrorMessageId(failure.kind, 'change')) : null,
    island: loaded ? (
      <CartChangesRunner
        requests={waiting}
        onTaken={onTaken}
        onSettled={onSettled}
        onLoadError={onLoadError}
        loadAttempt={latest}
      />
    ) : null,
  };
}
