import { isServer, QueryClient } from '@tanstack/react-query';

let browserQueryClient: QueryClient | undefined;

/**
 * The browser's one QueryClient per visit, made on first use (the first island that needs TanStack Query) and kept
 * across client navigations, so every island shares one cache. A server render of the client components gets a
 * throwaway one: nothing is prefetched or fetched on the server, and a kept page must not carry one shopper's
 * answers to the next.
 */
export function getQueryClient(): QueryClient {
  if (isServer) return new QueryClient();
  browserQueryClient ??= new QueryClient();
  return browserQueryClient;
}
