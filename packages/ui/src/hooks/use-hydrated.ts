'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server HTML and while hydrating, true once React handles events: for no-JS fallbacks. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
