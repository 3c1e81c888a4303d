'use client';

import { useT } from '@shop/i18n/react';
import { type ReactNode, useState } from 'react';
import { Button } from '../primitives/Button';
import { cx } from '../primitives/cx';
import { Dialog } from '../primitives/Dialog';

export interface ListingLayoutProps {
  /** The category's name (or the search summary as a node). */
  heading: ReactNode;
  /** Products in the listing: 'n products'. */
  total: number;
  /** The heading states the count itself (the search summary's 'n products found'): no second count. */
  countInHeading?: boolean;
  /** The filters (the app's client component around `Filters`). */
  filters?: ReactNode;
  /** Active filters, shown on the mobile filter button. */
  activeFilters?: number;
  /** The sort control. */
  sort?: ReactNode;
  /** The grid, or the empty state. */
  children: ReactNode;
  /** Below the grid: the load-more control. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A category or search listing: heading and count, filters in a sidebar on desktop and in a drawer on mobile
 * (< 992 px, behind a 'Filter' button), sort, the grid and the load-more control.
 */
export function ListingLayout({
  heading,
  total,
  countInHeading = false,
  filters,
  activeFilters = 0,
  sort,
  children,
  footer,
  className,
}: ListingLayoutProps) {
  const t = useT();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className={cx('shop-listing', className)}>
      <div className="shop-listing__head">
        {typeof heading === 'string' ? <h1 className="shop-listing__title">{heading}</h1> : heading}
        {countInHeading ? null : (
          <p className="shop-listing__count">{t('listing.resultCount', { count: total })}</p>
        )}
      </div>
      <div className={cx('shop-listing__body', !filters && 'shop-listing__body--no-filters')}>
        {filters && !drawerOpen ? <aside className="shop-listing__filters">{filters}</aside> : null}
        <div className="shop-listing__main">
          <div className="shop-listing__toolbar">
            {filters ? (
              <Button
                variant="secondary"
                size="sm"
                className="shop-listing__filter-toggle"
                aria-haspopup="dialog"
                onClick={() => setDrawerOpen(true)}
              >
                {t('listing.filters.title')}
                {activeFilters > 0 ? <span className="shop-listing__badge">{activeFilters}</span> : null}
              </Button>
            ) : null}
            {sort}
          </div>
          {children}
          {footer}
        </div>
      </div>
      {filters ? (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          variant="drawer"
          title={t('listing.filters.title')}
          footer={
            <Button fullWidth onClick={() => setDrawerOpen(false)}>
              {t('listing.filters.apply', { count: total })}
            </Button>
          }
        >
          {filters}
        </Dialog>
      ) : null}
    </div>
  );
}
