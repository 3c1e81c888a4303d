import { type EditionKey, INTERNAL_ROUTES } from '@shop/editions';

/**
 * The product FAQ page of a product with one question selected (spec §2.2 internal route, §2.3: path parameter
 * id, query parameters question and language).
 */
export function productFaqHref(edition: EditionKey, productId: string, question: number): string {
  const query = new URLSearchParams({ question: String(question), language: edition });
  return `${INTERNAL_ROUTES.faqSingle}/${encodeURIComponent(productId)}?${query.toString()}`;
}
