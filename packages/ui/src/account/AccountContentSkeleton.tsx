import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';

export interface AccountContentSkeletonProps {
  className?: string;
}

/**
 * An account page's content while the customer loads (the page streams it in below its heading): a few lines and a
 * panel of placeholders, the height of a short form or order list, so the footer does not jump when the content
 * takes their place. Announced as loading.
 */
export function AccountContentSkeleton({ className }: AccountContentSkeletonProps) {
  const t = useT();
  return (
    <div className={cx('shop-account-skeleton', className)} aria-busy="true">
      <p className="shop-account-skeleton__status" role="status">
        <span className="shop-visually-hidden">{t('common.loading')}</span>
      </p>
      <div className="shop-account-skeleton__body" aria-hidden="true">
        <span className="shop-skeleton shop-skeleton--text" />
        <span className="shop-skeleton shop-skeleton--text shop-account-skeleton__line--long" />
        <span className="shop-skeleton shop-account-skeleton__panel" />
      </div>
    </div>
  );
}
