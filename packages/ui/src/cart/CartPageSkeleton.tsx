import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';

export interface CartPageSkeletonProps {
  /** Lines to reserve (the shopper's stored line count when known). */
  lines?: number;
  className?: string;
}

/**
 * The cart page while the shopper's cart loads: the real heading, and the lines and summary as placeholders in
 * the page's own grid, so the cart takes their place without moving the page. Announced as loading.
 */
export function CartPageSkeleton({ lines = 2, className }: CartPageSkeletonProps) {
  const t = useT();
  return (
    <section
      className={cx('shop-cart-page', className)}
      aria-labelledby="shop-cart-page-title"
      aria-busy="true"
    >
      <div className="shop-cart-page__head">
        <h1 id="shop-cart-page-title" className="shop-cart-page__title">
          {t('cart.title')}
        </h1>
      </div>
      <p className="shop-cart-page__error" role="status">
        <span className="shop-visually-hidden">{t('common.loading')}</span>
      </p>
      <div className="shop-cart-page__body" aria-hidden="true">
        <div className="shop-cart-skeleton__lines">
          {Array.from({ length: lines }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
            <span key={index} className="shop-skeleton shop-cart-skeleton__line" />
          ))}
        </div>
        <span className="shop-cart-page__summary shop-skeleton shop-cart-skeleton__summary" />
      </div>
    </section>
  );
}
