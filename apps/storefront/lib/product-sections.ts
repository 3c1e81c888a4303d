import type { ProductDetail, ProductDownload } from '@shop/content-client';
import type { EditionKey } from '@shop/editions';
import type { ProductDownloadData, ProductFaqListProps } from '@shop/ui';
import { productFaqPath } from './product-faq';

/** The product's FAQ as question links to the product FAQ page; the index counts across groups, as the page does. */
export function faqGroupsOf(product: ProductDetail, edition: EditionKey): ProductFaqListProps['groups'] {
  const { faq } = product.sections;
  const groups =
    faq.type === 'groups'
      ? faq.groups.map((group) => ({ title: group.title || null, items: group.items }))
      : [{ title: null, items: faq.items }];
  let index = 0;
  return groups
    .map((group) => ({
      title: group.title,
      // Questions without text are left out here as on the FAQ page, so the indexes agree.
      questions: group.items
        .filter((item) => item.question.trim() !== '')
        .map((item) => ({
          question: item.question,
          href: productFaqPath(edition, product.id, index++),
        })),
    }))
    .filter((group) => group.questions.length > 0);
}

/** A download as the section shows it: a data sheet, or else the instructions for use. */
export function toDownloadData(download: ProductDownload): ProductDownloadData {
  return {
    kind: download.kind === 'datasheet' ? 'datasheet' : 'instructions',
    title: download.title,
    productName: download.productName,
    url: download.url,
    fileType: download.fileType,
    lastUpdate: download.lastUpdate,
  };
}
