'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * The visit's QueryClient for the client components below. Never at the root: a module that renders it brings
 * TanStack Query with it, so only islands loaded on demand and pages whose first paint needs a query (favorites,
 * account) render it.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
