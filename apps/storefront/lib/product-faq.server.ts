import { type ProductDetail, sanitizeContentHtml } from '@shop/content-client';
import { type EditionKey, isEditionKey } from '@shop/editions';
import { cache } from 'react';
import { contentClient, dataOrThrow } from './context.server';
import { faqQuestions } from './product-faq';

export interface ProductFaqData {
  product: ProductDetail;
  questions: { question: string; answerHtml: string }[];
  /** The edition whose language the FAQs are in: the `language` query's, else the page's own. */
  language: EditionKey;
}

/** The product FAQ page could not be made: the product has no FAQs or the load failed (spec §8: status 500). */
export class ProductFaqUnavailable extends Error {}

/**
 * The product (looked up by id, spec §7) and its FAQ in the edition's language, or the `language` the query names
 * when it is an edition's; throws ProductFaqUnavailable when there is nothing to show.
 */
export const loadProductFaq = cache(
  async (edition: EditionKey, productId: string, language: string | null): Promise<ProductFaqData> => {
    const contentEdition = language && isEditionKey(language) ? language : edition;
    const client = contentClient(contentEdition);
    const [found] = dataOrThrow(
      await client.lookup({ datatype: 'product', ids: [productId] }, { cache: 'no-store' }),
    );
    if (!found) throw new ProductFaqUnavailable(`No product ${productId}`);
    const page = dataOrThrow(await client.page({ url: found.url }, { cache: 'no-store' }));
    if (page.type !== 'product') throw new ProductFaqUnavailable(`No product page for ${productId}`);
    const questions = faqQuestions(page.product.sections.faq).map((item) => ({
      question: item.question,
      answerHtml: sanitizeContentHtml(item.answer),
    }));
    if (questions.length === 0) throw new ProductFaqUnavailable(`Product ${productId} has no FAQs`);
    return { product: page.product, questions, language: contentEdition };
  },
);
