'use client';

import { useT } from '@shop/i18n/react';
import { useId } from 'react';
import { Button } from '../primitives/Button';
import { buttonClassName } from '../primitives/button-class';
import { cx } from '../primitives/cx';
import { Spinner } from '../primitives/Spinner';

export interface LoadMoreProps {
  /** Products shown so far. */
  shown: number;
  /** Products in the listing. */
  total: number;
  /** The next page is loading: the button shows a spinner and ignores clicks. */
  loading?: boolean;
  onLoadMore: () => void;
  /**
   * The URL of the listing with one more page. With it the control is a link, so it works before hydration and
   * without JavaScript; a click still calls `onLoadMore` instead of following it.
   */
  href?: string;
  className?: string;
}

/**
 * 'x of y items' with a progress bar, and the load-more button while there is more to show. An empty listing
 * shows none of it: its empty state says so.
 */
export function LoadMore({ shown, total, loading = false, onLoadMore, href, className }: LoadMoreProps) {
  const t = useT();
  const id = useId();
  const visible = Math.min(shown, total);
  if (total <= 0) return null;
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
      {visible < total && href !== undefined ? (
        // A link like the Button: busy and inert while loading, focus kept.
        <a
          href={href}
          className={buttonClassName({ variant: 'secondary' })}
          aria-busy={loading || undefined}
          aria-disabled={loading || undefined}
          data-loading={loading || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (!loading) onLoadMore();
          }}
        >
          <span className="shop-button__label">{t('listing.loadMore')}</span>
          {loading ? <Spinner size="sm" decorative className="shop-button__spinner" /> : null}
        </a>
      ) : visible < total ? (
        <Button variant="secondary" loading={loading} onClick={onLoadMore}>
          {t('listing.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
