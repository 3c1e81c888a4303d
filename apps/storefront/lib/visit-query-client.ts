'use client';

// Types only: a first-load module reads the visit's client, once one exists, without loading TanStack Query.
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

let visitClient: QueryClient | undefined;
const listeners = new Set<() => void>();

/** Called by `getQueryClient` when it makes the visit's client. */
export function announceQueryClient(client: QueryClient): void {
  visitClient = client;
  // The client is made while an island renders: its readers re-render after, not during, that render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The visit's QueryClient once an island has made it, else undefined: the header reads changes under way from its
 * mutation cache without being the one that loads the library.
 */
export function useVisitQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(
    subscribe,
    () => visitClient,
    () => undefined,
  );
}
