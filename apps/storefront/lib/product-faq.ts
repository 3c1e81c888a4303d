// The product FAQ page (spec §2.3; internal route /frontend/faqSingle with the product id as path parameter):
// its public path per edition is `/{prefix}/faq/{id}/`, with the query parameters question and language.
import type { ProductFaq } from '@shop/content-client';
import { EDITION_KEYS, type EditionKey, getEdition, INTERNAL_ROUTES } from '@shop/editions';

const PUBLIC_PATH = /^\/([a-z]+)\/faq\/(\d{1,20})\/?$/;

/**
 * The public path of a product's FAQ page, optionally with a selected question and the language of its FAQs
 * (another edition's, which the page's links keep).
 */
export function productFaqPath(
  edition: EditionKey,
  productId: string,
  question?: number,
  language?: EditionKey | null,
): string {
  const path = `/${getEdition(edition).pathPrefix}/faq/${encodeURIComponent(productId)}/`;
  const query = new URLSearchParams();
  if (question !== undefined) query.set('question', String(question));
  if (language && language !== edition) query.set('language', language);
  return query.size > 0 ? `${path}?${query}` : path;
}

/** The app route serving a public path when it is a product FAQ page; null otherwise. */
export function productFaqAppPath(publicPath: string): { edition: EditionKey; path: string } | null {
  const [pathname = '', query = ''] = publicPath.split('?', 2);
  const match = PUBLIC_PATH.exec(pathname);
  if (!match) return null;
  const edition = EDITION_KEYS.find((key) => getEdition(key).pathPrefix === match[1]);
  if (!edition) return null;
  return {
    edition,
    path: `/${edition}${INTERNAL_ROUTES.faqSingle}/${match[2]}${query ? `?${query}` : ''}`,
  };
}

/** The questions of a product's FAQ in page order, groups flattened. */
export function faqQuestions(faq: ProductFaq): { question: string; answer: string }[] {
  const items = faq.type === 'list' ? faq.items : faq.groups.flatMap((group) => group.items);
  return items.filter((item) => item.question.trim() !== '');
}

/** The selected question's index: the query's when it names one, else the first. */
export function selectedQuestion(value: unknown, count: number): number {
  const index = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0;
  return index < count ? index : 0;
}
