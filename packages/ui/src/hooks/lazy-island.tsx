'use client';

import { type ComponentType, useEffect, useState } from 'react';

/** What the page tells an island about its code's download. */
export interface IslandLoadProps {
  /** Its code could not be downloaded (the shopper is offline): the island draws nothing and says so here. */
  onLoadError?(error: unknown): void;
  /** A new value asks again after a failed download (the shopper acted again). */
  loadAttempt?: unknown;
}

export type LazyIsland<P> = ComponentType<P & IslandLoadProps> & {
  /** Starts the download ahead of the first render (an opener's hover, say). */
  preload(): Promise<ComponentType<P>>;
  /** Its code is there: a render draws it at once. */
  isLoaded(): boolean;
};

/**
 * A client-only part whose code loads on its first render. Unlike `React.lazy` and `next/dynamic` (which keep a
 * failed download's error and throw it into the nearest error boundary, so one offline click put the whole page
 * on the error page), a failed download draws nothing, tells `onLoadError`, and is asked for again on the next
 * `loadAttempt`. It draws nothing on the server, so use it for parts that only exist after an interaction.
 */
export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): LazyIsland<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, at module level
  function Island({ onLoadError, loadAttempt, ...props }: P & IslandLoadProps) {
    const [Loaded, setLoaded] = useState(() => loaded);
    // A new `loadAttempt` asks again; a new callback alone does not (a failure would ask again at once).
    // biome-ignore lint/correctness/useExhaustiveDependencies: onLoadError is read when the attempt settles
    useEffect(() => {
      if (Loaded) return;
      let current = true;
      preload().then(
        (component) => {
          if (current) setLoaded(() => component);
        },
        (error: unknown) => {
          if (current) onLoadError?.(error);
        },
      );
      return () => {
        current = false;
      };
    }, [Loaded, loadAttempt]);
    return Loaded ? <Loaded {...(props as P)} /> : null;
  }
  return Object.assign(Island, { preload, isLoaded: () => loaded !== undefined });
}
