// The shell's data, read on every page: the shop's settings, the menu, the header's promotions, the footer, the
// smart messages and the error texts. Each is kept for every shopper (LIFETIMES.shell); a failing call gives the
// shell without its part and marks the request (a kept page missing a part lives briefly: lib/kept-page-life.ts).
import {
  type ContentResult,
  headerSubmenusOf,
  type Snippet,
  type StorefrontSettings,
} from '@shop/content-client';
import type { EditionKey } from '@shop/editions';
import type { NavItem } from '@shop/ui/model';
import { cache } from 'react';
import { type ShellPart, storefrontContext } from './context.server';
import { toFaqSnippetCluster } from './faq-snippet';
import { toFlyoutTeasers } from './flyout-snippet';
import { toFooter } from './footer';
import { toHeaderPromotions } from './header-snippet';
import { CACHE_TAGS, LIFETIMES, snippetTag } from './lifetimes';
import { type DeliveryCountry, toDeliveryCountries, toNavigation } from './navigation';
import { type ProductHighlight, toProductHighlight } from './product-highlight';
import { plainText } from './seo/description';
import { toSmartMessages } from './smart-messages';
import { toSnippetNotes } from './snippet-notes';

/** A shop-wide snippet's call options: kept, expired by its own tag and by every snippet's. */
const snippetCall = (edition: EditionKey, snippetId: string) =>
  storefrontContext(edition).kept(LIFETIMES.shell, [CACHE_TAGS.snippets, snippetTag(snippetId)]);

/** The shell's parts whose call failed while rendering this request. */
export function shellPartsFailed(edition: EditionKey): ShellPart[] {
  return [...storefrontContext(edition).failedShellParts];
}

export async function storefrontSettings(edition: EditionKey): Promise<StorefrontSettings | null> {
  const context = storefrontContext(edition);
  const { data, error } = await context.content.storefrontSettings(
    snippetCall(edition, 'storefront-settings'),
  );
  if (!error) return data;
  console.error(`[storefront] settings snippet of ${edition} failed; defaults apply`, error);
  context.failedShellParts.add('settings');
  return null;
}

/** The menu, asked once per request for the navigation and the delivery countries. */
const menuOf = cache((edition: EditionKey) => {
  const context = storefrontContext(edition);
  return context.content.menu(context.kept(LIFETIMES.shell, [CACHE_TAGS.menu]));
});

/** The `header-snippet`, asked once per request for the promotions and the navigation's flyouts. */
const headerSnippetOf = cache((edition: EditionKey) =>
  layoutSnippet(edition, 'header-snippet', "no promotions show and the flyouts are the menu's own"),
);

/**
 * The menu as the header's navigation, its flyouts from the header snippet's `header-submenu`; a failing menu gives
 * none (logged), a failing header snippet the menu's own submenus.
 */
export async function navigation(edition: EditionKey): Promise<NavItem[]> {
  const [{ data, error }, header] = await Promise.all([menuOf(edition), headerSnippetOf(edition)]);
  if (error) console.error(`[storefront] menu of ${edition} failed; no navigation shows`, error);
  return toNavigation(data ?? [], headerSubmenusOf(header.data));
}

/** The countries of the menu's delivery-country entry (the same menu call); none when it fails. */
export async function deliveryCountries(edition: EditionKey): Promise<DeliveryCountry[]> {
  const { data } = await menuOf(edition);
  return toDeliveryCountries(data ?? []);
}

/** A shop-wide snippet for the layout, cached; a failure is logged with what shows instead. */
async function layoutSnippet(
  edition: EditionKey,
  snippetId: string,
  instead: string,
): Promise<ContentResult<Snippet | undefined>> {
  const { data, error } = await storefrontContext(edition).content.snippets(
    [snippetId],
    snippetCall(edition, snippetId),
  );
  if (!error) return { data: data[0] };
  console.error(`[storefront] ${snippetId} of ${edition} failed; ${instead}`, error);
  return { error };
}

/** The footer's parts from the `footer-snippet`; a failing snippet gives an empty footer. Once per request. */
export const footerOf = cache(async (edition: EditionKey): Promise<ReturnType<typeof toFooter>> => {
  const { data, error } = await layoutSnippet(edition, 'footer-snippet', 'an empty footer shows');
  if (error) storefrontContext(edition).failedShellParts.add('footer');
  return toFooter(data);
});

/** The header's promotions from the `header-snippet`; a failing snippet shows none. */
export async function headerPromotionsOf(
  edition: EditionKey,
): Promise<ReturnType<typeof toHeaderPromotions>> {
  const { data, error } = await headerSnippetOf(edition);
  if (!error) return toHeaderPromotions(data);
  storefrontContext(edition).failedShellParts.add('header-promotions');
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

/** The `flyout-snippet`'s teasers for every desktop flyout of the main navigation; none when it fails. */
export async function flyoutTeasersOf(edition: EditionKey): Promise<ReturnType<typeof toFlyoutTeasers>> {
  const { data, error } = await layoutSnippet(edition, 'flyout-snippet', 'the flyouts show no teasers');
  return error ? [] : toFlyoutTeasers(data);
}

/** The `product-highlight-snippet`'s headline and products for the product page; none when it fails. */
export async function productHighlightOf(edition: EditionKey): Promise<ProductHighlight | null> {
  const { data, error } = await layoutSnippet(edition, 'product-highlight-snippet', 'no highlight shows');
  return error ? null : toProductHighlight(data);
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
    content: typeof content.content === 'string' ? plainText(content.content) : null,
  };
}
