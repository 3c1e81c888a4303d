// The correlation id of the request whose answer the error page stands in, for the shopper to quote to support.
// On the server it is the current request's; in the browser, the Server-Timing of the answer that failed: the
// router's RSC fetch of this path after a client navigation, else the document itself.
import { useSyncExternalStore } from 'react';
import { REFERENCE_TIMING_METRIC, REQUEST_STORE_KEY } from './request-reference-keys';

type Holder = typeof globalThis & { [REQUEST_STORE_KEY]?: { getStore(): { id: string } | undefined } };

function referenceOf(entry: PerformanceEntry | undefined): string | null {
  const timing = (entry as PerformanceResourceTiming | undefined)?.serverTiming ?? [];
  return timing.find((metric) => metric.name === REFERENCE_TIMING_METRIC)?.description || null;
}

function isPathOf(entry: PerformanceEntry, pathname: string, rsc: boolean): boolean {
  const url = new URL(entry.name, window.location.href);
  return url.pathname === pathname && url.searchParams.has('_rsc') === rsc;
}

/** The document's own reference, when the document is this path's answer. */
function documentReference(): string | null {
  const [document] = performance.getEntriesByType('navigation');
  return document && isPathOf(document, window.location.pathname, false) ? referenceOf(document) : null;
}

function browserReference(): string | null {
  const path = window.location.pathname;
  const fetched = performance.getEntriesByType('resource').filter((entry) => isPathOf(entry, path, true));
  return referenceOf(fetched.at(-1)) ?? documentReference();
}

function serverReference(): string | null {
  if (typeof window !== 'undefined') return documentReference();
  return (globalThis as Holder)[REQUEST_STORE_KEY]?.getStore()?.id ?? null;
}

const unchanging = () => () => {};

/** The reference of the answer this page failed in, or null when it cannot be known. */
export function useRequestReference(): string | null {
  return useSyncExternalStore(unchanging, browserReference, serverReference);
}
