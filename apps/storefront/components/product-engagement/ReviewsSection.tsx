import type { ProductDetail } from '@shop/content-client';
import { type EditionKey, getEdition } from '@shop/editions';
import { ProductReviews, ReviewFormClient } from '@/components/islands/ProductIslands';
import { reviewFormAction } from '@/lib/review-form';

/**
 * The product page's reviews section: the published reviews from the product data and the review form. The
 * provider publishes reviews of every language; one written in another language than the page's is marked with
 * its own (`lang`), so a screen reader reads it in that language's voice.
 */
export function ReviewsSection({ product, edition }: { product: ProductDetail; edition: EditionKey }) {
  const { reviews } = product.sections;
  const pageLanguage = getEdition(edition).locale.split('-')[0];
  return (
    <ProductReviews
      average={reviews.average}
      count={reviews.count}
      histogram={reviews.histogram}
      reviews={reviews.items.map(({ language, ...review }) =>
        language && language !== pageLanguage ? { ...review, language } : review,
      )}
      form={
        <ReviewFormClient
          productId={product.id}
          action={reviewFormAction(edition, product.id, product.url)}
        />
      }
    />
  );
}
