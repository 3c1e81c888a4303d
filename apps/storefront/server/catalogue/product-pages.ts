// The kept pages of a product: one per edition, at the path the content service gives the product there. A
// change in the shop expires them at once, so the next shopper gets a fresh rendering.
import { EDITION_KEYS } from '@shop/editions';
import { contentClient } from '../../lib/context.server';
import { pageTag } from '../../lib/lifetimes';
import { expireTags } from '../cache/expire-tags';
import { logLine } from '../log';

export interface ProductReference {
  datatype: 'product' | 'variant';
  /** The shop's id: a product id (`8100000001`) or a variant id / GID. */
  id: string;
}

/** The public paths of a product's pages in every edition that has it. */
export async function productPagePaths(product: ProductReference): Promise<string[]> {
  let failures = 0;
  const found = await Promise.all(
    EDITION_KEYS.map(async (edition) => {
      const { data: documents, error } = await contentClient(edition).lookup(
        { datatype: product.datatype, ids: [product.id] },
        { cache: 'no-store' },
      );
      if (!error) return documents.map((document) => document.url).filter(Boolean);
      failures++;
      logLine('warn', 'product lookup failed; its page in this edition stays until it expires', {
        edition,
        product,
        error,
      });
      return [];
    }),
  );
  if (failures === EDITION_KEYS.length)
    throw new Error('The content service could not be asked for the product');
  return [...new Set(found.flat())];
}

/** Expires the kept pages of a product; the tags it expired. */
export async function expireProductPages(product: ProductReference): Promise<string[]> {
  const tags = (await productPagePaths(product)).map(pageTag);
  expireTags(tags);
  logLine('info', 'product pages expired', { product, pages: tags.length });
  return tags;
}
