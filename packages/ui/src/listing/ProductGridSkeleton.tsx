import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';

export interface ProductGridSkeletonProps {
  /** Tiles to reserve: the page size the listing will show, so nothing moves when it arrives. */
  count: number;
  className?: string;
}

/**
 * The placeholder of a product grid while its products stream in: the same grid and tile boxes (1:1 image, two
 * title lines, price and availability), so the real tiles take the same space. Announced as loading.
 */
export function ProductGridSkeleton({ count, className }: ProductGridSkeletonProps) {
  const t = useT();
  return (
    <div className={cx('shop-grid-skeleton', className)} role="status">
      <span className="shop-visually-hidden">{t('common.loading')}</span>
      <ul className="shop-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <li key={index} className="shop-grid__item">
            <div className="shop-tile">
              <div className="shop-tile__media">
                <span className="shop-media shop-skeleton" style={{ aspectRatio: '1' }} />
              </div>
              <div className="shop-tile__body">
                <span className="shop-tile__title shop-skeleton shop-skeleton--text" />
                <span className="shop-price shop-price--md shop-skeleton shop-skeleton--text" />
                <span className="shop-availability shop-skeleton shop-skeleton--text" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
