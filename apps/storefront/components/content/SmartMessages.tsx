import type { ContentPage } from '@shop/content-client';
import type { EditionKey } from '@shop/editions';
import { SmartMessage } from '@/components/islands/PageIslands';
import { smartMessagesOf } from '@/lib/shell.server';
import { type SmartMessagePage, smartMessagesFor } from '@/lib/smart-messages';

function pageOf(page: ContentPage, path: string): SmartMessagePage {
  switch (page.type) {
    case 'category':
    case 'manufacturer':
      return { path: page.self.url || path, categoryIds: [page.self.id], productOrVariantIds: [] };
    case 'product':
      return {
        path: page.product.url || path,
        categoryIds: page.product.categories.map((category) => category.id),
        productOrVariantIds: [page.product.id, ...page.product.variants.map((variant) => variant.id)],
      };
    case 'page':
      return { path: page.self.url || path, categoryIds: [], productOrVariantIds: [] };
    default:
      return { path, categoryIds: [], productOrVariantIds: [] };
  }
}

/** The smart messages the `smart-messages-snippet` aims at this page (spec §3, §4). */
export async function SmartMessages({
  edition,
  page,
  path,
}: {
  edition: EditionKey;
  page: ContentPage;
  path: string;
}) {
  const shown = smartMessagesFor(await smartMessagesOf(edition), pageOf(page, path));
  return shown.map((message) => <SmartMessage key={message.id} message={message} />);
}
