import { useT } from '@shop/i18n/react';
import { useId } from 'react';
import { cx } from '../internal/cx';
import { Button } from '../primitives/Button';

export interface LoadMoreProps {
  /** Products shown so far. */
  shown: number;
  /** Products in the listing. */
  total: number;
  /** The next page is loading: the button shows a spinner and ignores clicks. */
  loading?: boolean;
  onLoadMore: () => void;
  className?: string;
}

/** 'x of y items' with a progress bar, and the load-more button while there is more to show. */
export function LoadMore({ shown, total, loading = false, onLoadMore, className }: LoadMoreProps) {
  const t = useT();
  const id = useId();
  const visible = Math.min(shown, total);
  return (
    <div className={cx('shop-load-more', className)}>
      <p id={id} className="shop-load-more__progress">
        {t('listing.loadMore.progress', { shown: visible, total })}
      </p>
      <progress
        className="shop-load-more__bar"
        max={Math.max(total, 1)}
        value={visible}
        aria-labelledby={id}
      />
      {visible < total ? (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {t('listing.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
