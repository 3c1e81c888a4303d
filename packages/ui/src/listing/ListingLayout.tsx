'use client';

import { useT } from '@shop/i18n/react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
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
 * A filter change navigates to the listing's new URL, and that page renders a new listing: the drawer the shopper
 * filters in opens again there, with focus on the control they used. What the last listing left open, read by the
 * next one's first render (only ever in the browser: effects set it).
 */
let openDrawer: { control: { name: string; value: string } | null } | null = null;

/** A filter control in the open drawer, by name and value (its id differs between two pages' trees). */
function controlOf(target: EventTarget | null): { name: string; value: string } | null {
  return target instanceof HTMLInputElement && target.name && target.closest('[role="dialog"]')
    ? { name: target.name, value: target.value }
    : null;
}

/** The control the shopper used in the last listing's drawer, found again in this one's (read when it opens). */
function controlAgain(control: { name: string; value: string } | null): RefObject<HTMLElement | null> {
  return {
    get current() {
      if (!control) return null;
      const candidates = document.querySelectorAll<HTMLInputElement>(
        `[role="dialog"] input[name="${CSS.escape(control.name)}"]`,
      );
      return Array.from(candidates).find((input) => input.value === control.value) ?? null;
    },
  };
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
  const [reopened] = useState(() => openDrawer);
  const [drawerOpen, setDrawerOpen] = useState(reopened !== null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const initialFocusRef = useRef(controlAgain(reopened?.control ?? null));
  // The next listing reads what this one leaves open; closing here, or leaving listings, forgets it.
  useEffect(() => {
    if (!drawerOpen) return;
    openDrawer = { control: null };
    return () => {
      openDrawer = null;
    };
  }, [drawerOpen]);
  useEffect(() => {
    if (!drawerOpen) return;
    // Focus, not the change: React re-renders on the click, and the new page may come before the change event.
    const remember = (event: FocusEvent) => {
      if (openDrawer) openDrawer.control = controlOf(event.target);
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [drawerOpen]);
  // A drawer opened again here has no opener on this page to give focus back to: the filter button takes it.
  const closeDrawer = () => {
    setDrawerOpen(false);
    if (reopened) requestAnimationFrame(() => toggleRef.current?.focus());
  };
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
                ref={toggleRef}
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
          onClose={closeDrawer}
          variant="drawer"
          title={t('listing.filters.title')}
          initialFocusRef={reopened?.control ? initialFocusRef.current : undefined}
          footer={
            <Button fullWidth onClick={closeDrawer}>
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
