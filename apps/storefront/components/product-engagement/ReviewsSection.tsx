import type { ProductDetail } from '@shop/content-client';
import { ProductReviews, ReviewFormClient } from '@/components/islands/ProductIslands';

/** The product page's reviews section: the published reviews from the product data and the review form. */
export function ReviewsSection({ product }: { product: ProductDetail }) {
  const { reviews } = product.sections;
  return (
    <ProductReviews
      average={reviews.average}
      count={reviews.count}
      histogram={reviews.histogram}
      reviews={reviews.items}
      form={<ReviewFormClient productId={product.id} />}
    />
  );
}
