import type { EditionKey } from '@shop/editions';
import { compareHref } from '@shop/editions';
import type { ComparedProduct } from '@shop/ui/model';
import { loadCataloguePage } from '../entry.server';
import { lookupProducts } from './lookup.server';
import { type QuickAddProduct, toQuickAddProduct } from './quick-add';

export interface Comparison {
  products: (ComparedProduct & Pick<QuickAddProduct, 'add' | 'needsSize'>)[];
  /** Per product: the comparison's link without it. */
  removeHrefs: Record<string, string>;
}

/**
 * The products a comparison link names: current prices and availability from the product lookup (spec §7), the
 * technical data from each product's page (kept like the page itself). Unknown ids are left out.
 */
export async function loadComparison(edition: EditionKey, ids: readonly string[]): Promise<Comparison> {
  const found = await lookupProducts(edition, ids);
  const products = await Promise.all(
    found.map(async (summary) => {
      const page = summary.url ? await loadCataloguePage(edition, summary.url, 'desktop') : null;
      const technicalData = page?.type === 'product' ? page.product.sections.technicalData : [];
      return { ...toQuickAddProduct(summary), technicalData };
    }),
  );
  const shown = products.map((product) => product.id);
  const removeHrefs = Object.fromEntries(
    shown.map((id) => [
      id,
      compareHref(
        edition,
        shown.filter((other) => other !== id),
      ),
    ]),
  );
  return { products, removeHrefs };
}
