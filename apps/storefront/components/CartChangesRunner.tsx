'use client';

import type { ShopCallError } from '@shop/session';
import { useRemoveFromCart, useUpdateCartQuantity } from '@shop/session/query';
import { useEffect, useRef } from 'react';
import { QueryProvider } from './query/QueryProvider';

/** A quantity change (with `quantity`) or a removal (without) of one cart line, as the shopper asked for it. */
export interface CartChangeRequest {
  lineId: string;
  quantity?: number;
  /** The order in which the shopper asked; the error shown is the latest request's. */
  order: number;
}

export interface CartChangesRunnerProps {
  /** Requests not yet handed to a mutation, oldest first. */
  requests: readonly CartChangeRequest[];
  /** The requests now under way in the visit's mutation cache. */
  onTaken(requests: readonly CartChangeRequest[]): void;
  /** How a request ended, for the latest of each kind (TanStack calls back for an observer's latest call). */
  onSettled(request: CartChangeRequest, error: ShopCallError | null): void;
}

function Runner({ requests, onTaken, onSettled }: CartChangesRunnerProps) {
  const { mutate: update } = useUpdateCartQuantity();
  const { mutate: remove } = useRemoveFromCart();
  // React may run an effect twice for the same requests (Strict Mode): each is sent once.
  const sent = useRef(new WeakSet<CartChangeRequest>());
  useEffect(() => {
    const fresh = requests.filter((request) => !sent.current.has(request));
    for (const request of fresh) {
      sent.current.add(request);
      const callbacks = {
        onSuccess: () => onSettled(request, null),
        onError: (error: ShopCallError) => onSettled(request, error),
      };
      if (request.quantity === undefined) remove({ lineId: request.lineId }, callbacks);
      else update({ lineId: request.lineId, quantity: request.quantity }, callbacks);
    }
    if (requests.length) onTaken(requests);
  }, [requests, update, remove, onTaken, onSettled]);
  return null;
}

/**
 * The cart page's quantity changes and removals under the visit's QueryClient: an island that the first change
 * loads (`useCartChangesOnDemand`), so the page's first paint needs no TanStack Query. It draws nothing.
 */
export function CartChangesRunner(props: CartChangesRunnerProps) {
  return (
    <QueryProvider>
      <Runner {...props} />
    </QueryProvider>
  );
}
