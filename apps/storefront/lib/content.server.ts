import {
  budgetDispatchers,
  type ContentCallOptions,
  type ContentClient,
  type ContentResult,
  contentClientOptionsFor,
  createContentClient,
  type Shopper,
  type Snippet,
  type StorefrontSettings,
} from '@shop/content-client';
import { COOKIES, type EditionKey } from '@shop/editions';
import type { NavItem } from '@shop/ui/model';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { Agent } from 'undici';
import { contentCallObserved } from '@/server/observe/backend-calls';
import { CACHE_TAGS, snippetTag } from './cache-tags';
import { toFaqSnippetCluster } from './faq-snippet';
import { toFooter } from './footer';
import { toHeaderPromotions } from './header-snippet';
import { toNavigation } from './navigation';
import { toSmartMessages } from './smart-messages';
import { toSnippetNotes } from './snippet-notes';

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
export const shopperOfRequest = cache(async (): Promise<Shopper> => {
  const [list, jar] = await Promise.all([headers(), cookies()]);
  return {
    userAgent: list.get('user-agent') ?? undefined,
    ip: list.get('x-forwarded-for') ?? list.get('x-real-ip') ?? undefined,
    timezone: jar.get(COOKIES.timezone)?.value,
    experiments: jar.get(COOKIES.experiments)?.value,
  };
});

/** Seconds a search answer for a phrase (with its sort and filters) is kept and shared across shoppers. */
export const SEARCH_REVALIDATE = 60;

/** Call options of a search kept for every shopper: no shopper constraints, like the kept catalogue. */
export const sharedSearchCall: ContentCallOptions = {
  next: { revalidate: SEARCH_REVALIDATE, tags: [CACHE_TAGS.search] },
};

/** Shop-wide data the layout needs on every page; cached in Next's data cache for five minutes. */
const SHARED_REVALIDATE = 300;
const snippetCache = (snippetId: string) => ({
  next: { revalidate: SHARED_REVALIDATE, tags: [CACHE_TAGS.snippets, snippetTag(snippetId)] },
});

/** A part of every page's shell that a content service call draws. */
export type ShellPart = 'menu' | 'settings' | 'header-promotions' | 'footer';

/** The shell's parts whose call failed while rendering this request (lib/kept-page-life.ts keeps such pages briefly). */
const failedShellParts = cache((): Set<ShellPart> => new Set());

export function shellPartsFailed(): ShellPart[] {
  return [...failedShellParts()];
}

export async function storefrontSettings(edition: EditionKey): Promise<StorefrontSettings | null> {
  const { data, error } = await contentClient(edition).storefrontSettings(
    snippetCache('storefront-settings'),
  );
  if (!error) return data;
  console.error(`[storefront] settings snippet of ${edition} failed; defaults apply`, error);
  failedShellParts().add('settings');
  return null;
}

/** The menu as the header's navigation; a failing menu gives none (logged). */
export async function navigation(edition: EditionKey): Promise<NavItem[]> {
  const { data, error } = await contentClient(edition).menu({
    next: { revalidate: SHARED_REVALIDATE, tags: [CACHE_TAGS.menu] },
  });
  if (error) console.error(`[storefront] menu of ${edition} failed; no navigation shows`, error);
  return toNavigation(data ?? []);
}

/** A shop-wide snippet for the layout, cached; a failure is logged with what shows instead. */
async function layoutSnippet(
  edition: EditionKey,
  snippetId: string,
  instead: string,
): Promise<ContentResult<Snippet | undefined>> {
  const { data, error } = await contentClient(edition).snippets([snippetId], snippetCache(snippetId));
  if (!error) return { data: data[0] };
  console.error(`[storefront] ${snippetId} of ${edition} failed; ${instead}`, error);
  return { error };
}

/** The footer's parts from the `footer-snippet`; a failing snippet gives an empty footer. Once per request. */
export const footerOf = cache(async (edition: EditionKey): Promise<ReturnType<typeof toFooter>> => {
  const { data, error } = await layoutSnippet(edition, 'footer-snippet', 'an empty footer shows');
  if (error) failedShellParts().add('footer');
  return toFooter(data);
});

/** The header's promotions from the `header-snippet`; a failing snippet shows none. */
export async function headerPromotionsOf(
  edition: EditionKey,
): Promise<ReturnType<typeof toHeaderPromotions>> {
  const { data, error } = await layoutSnippet(edition, 'header-snippet', 'no promotions show');
  if (!error) return toHeaderPromotions(data);
  failedShellParts().add('header-promotions');
  return [];
}

/** The smart messages with their rules; a failing snippet shows none. */
export async function smartMessagesOf(edition: EditionKey): Promise<ReturnType<typeof toSmartMessages>> {
  const { data, error } = await layoutSnippet(edition, 'smart-messages-snippet', 'none show');
  return error ? [] : toSmartMessages(data);
}

/** The short notes of a cart snippet (`cart-snippets` on the cart page, `cart-flyout-snippet` in the flyout). */
export async function cartNotesOf(
  edition: EditionKey,
  snippetId: 'cart-snippets' | 'cart-flyout-snippet',
): Promise<ReturnType<typeof toSnippetNotes>> {
  const { data, error } = await layoutSnippet(edition, snippetId, 'no notes show');
  return error ? [] : toSnippetNotes(data);
}

/** The `faq-snippet`'s questions as one more cluster of the FAQ page; none when it fails or has none. */
export async function faqSnippetClusterOf(
  edition: EditionKey,
): Promise<ReturnType<typeof toFaqSnippetCluster>> {
  const { data, error } = await layoutSnippet(edition, 'faq-snippet', 'its questions do not show');
  return error ? null : toFaqSnippetCluster(data);
}

/** Heading and text of the error snippet's variant (spec §2.3); `null` parts fall back to translated defaults. */
export async function errorTexts(
  edition: EditionKey,
  variant: 'not-found' | 'generic',
): Promise<{ heading: string | null; content: string | null }> {
  const { data: snippet, error } = await layoutSnippet(edition, 'error-snippet', 'translated defaults apply');
  if (error) return { heading: null, content: null };
  const element = snippet?.elements.find((candidate) => candidate.component === `error-${variant}`);
  const content = (element?.content ?? {}) as { heading?: unknown; content?: unknown };
  return {
    heading: typeof content.heading === 'string' ? content.heading : null,
    // The snippet holds HTML; the error page shows it as text.
    content:
      typeof content.content === 'string'
        ? content.content
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
        : null,
  };
}
