// The storefront's wiring, assembled once per request (Hydrogen's `createHydrogenContext` is the model): the
// edition, its content client, what the request tells about the shopper and the page size, and the cache policy of
// each kind of content read. Loaders take it from `storefrontContext(edition)` instead of wiring their own. The
// parts that read the request (headers, cookies) run only when a loader asks for them, so a kept route that never
// asks stays the same for every shopper.
import {
  budgetDispatchers,
  type ContentCallOptions,
  type ContentClient,
  type ContentResult,
  contentClientOptionsFor,
  createContentClient,
  type Shopper,
} from '@shop/content-client';
import { COOKIES, type Device, type EditionKey } from '@shop/editions';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { Agent } from 'undici';
import { contentCallObserved } from '@/server/observe/backend-calls';
import { keptFor } from './lifetimes';
import { deviceOfRequest } from './listing';

const clients = new Map<EditionKey, ContentClient>();

/**
 * A connection pool per time budget, shared by the editions' clients. Next sends a cached call again without its
 * abort signal when the cached answer is stale, in the foreground too (before it keeps a page): there only the
 * connection's own timeouts hold the budget (docs/reliability.md).
 */
const dispatcherFor = budgetDispatchers(Agent);

/** One content client per edition for the server's lifetime. */
export function contentClient(edition: EditionKey): ContentClient {
  let client = clients.get(edition);
  if (!client) {
    client = createContentClient({
      ...contentClientOptionsFor(edition, process.env),
      onCall: contentCallObserved,
      dispatcherFor,
    });
    clients.set(edition, client);
  }
  return client;
}

/**
 * The data of a read the page cannot do without; its error is thrown to the route's error boundary (the error page
 * with 500, a 502 from an own route), the one place the app turns a content failure into a throw.
 */
export function dataOrThrow<T>(result: ContentResult<T>): T {
  if (result.error) throw result.error;
  return result.data;
}

/** The shopper's side of the search constraints (spec §3), from this request. */
const shopperOfRequest = cache(async (): Promise<Shopper> => {
  const [list, jar] = await Promise.all([headers(), cookies()]);
  return {
    userAgent: list.get('user-agent') ?? undefined,
    ip: list.get('x-forwarded-for') ?? list.get('x-real-ip') ?? undefined,
    timezone: jar.get(COOKIES.timezone)?.value,
    experiments: jar.get(COOKIES.experiments)?.value,
  };
});

/** The page size this request is rendered for (the `count` cookie, else a phone's own word). */
const deviceOfThisRequest = cache(async (): Promise<Device> => {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  return deviceOfRequest(jar.get(COOKIES.count)?.value, (name) => head.get(name));
});

/** A part of every page's shell that a content service call draws. */
export type ShellPart = 'menu' | 'settings' | 'header-promotions' | 'footer';

export interface StorefrontContext {
  edition: EditionKey;
  /** The edition's content client. */
  content: ContentClient;
  /** What the request tells about the shopper (reads the request). */
  shopper(): Promise<Shopper>;
  /** The page size the request is rendered for (reads the request). */
  device(): Promise<Device>;
  /** Call options of a read for this shopper alone: their constraints, never kept (reads the request). */
  perShopper(): Promise<ContentCallOptions>;
  /** Call options of a read kept `seconds` for every shopper under `tags` (lifetimes: lib/lifetimes.ts). */
  kept(seconds: number, tags: readonly string[]): ContentCallOptions;
  /** The shell's parts whose call failed while rendering this request (lib/kept-page-life.ts keeps such pages briefly). */
  failedShellParts: Set<ShellPart>;
}

/** The request's wiring for an edition: made on first use, the same object for the rest of the request. */
export const storefrontContext = cache(
  (edition: EditionKey): StorefrontContext => ({
    edition,
    content: contentClient(edition),
    shopper: shopperOfRequest,
    device: deviceOfThisRequest,
    perShopper: async () => ({ shopper: await shopperOfRequest(), cache: 'no-store' }),
    kept: keptFor,
    failedShellParts: new Set(),
  }),
);
