'use client';

import { useT } from '@shop/i18n/react';
import { type ReactNode, useEffect, useState } from 'react';
import { lazyIsland } from '../hooks/lazy-island';
import { Icon } from '../parts/icons';
import type { NavItem } from './nav-model';

// The drawer is drawn only after the first tap on the toggle: its code loads then, not with the page.
const MobileNavigationDrawer = lazyIsland(() =>
  import('../parts/MobileNavigationDrawer').then((module) => module.MobileNavigationDrawer),
);

export interface MobileNavigationProps {
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's path: when it changes (a route change) the navigation closes. */
  currentPath?: string;
  /** Follows a link client-side; without it the browser follows it. */
  onNavigate?: (href: string) => void;
  /** Shown below the links (the country and language selector). */
  children?: ReactNode;
}

/**
 * The navigation under 992 px: a toggle button and a drawer over the dimmed page (scroll locked, focus kept
 * inside, Escape and a click on the overlay close it). Entries with children drill down a level, with 'Back' and
 * a link to the whole category. The drawer's code loads with the first open.
 */
export function MobileNavigation({
  items,
  open,
  onOpenChange,
  currentPath,
  onNavigate,
  children,
}: MobileNavigationProps) {
  const t = useT();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    onOpenChange(false);
  }, [currentPath]);

  return (
    <>
      <button
        type="button"
        className="shop-mobilenav__toggle"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => onOpenChange(!open)}
      >
        <Icon name={open ? 'close' : 'menu'} />
        <span className="shop-visually-hidden">{open ? t('shell.nav.close') : t('shell.nav.open')}</span>
      </button>
      {opened ? (
        <MobileNavigationDrawer
          items={items}
          open={open}
          onOpenChange={onOpenChange}
          onNavigate={onNavigate}
          // Not downloaded (offline): the toggle closes again; the next open asks again.
          onLoadError={() => onOpenChange(false)}
          loadAttempt={open}
        >
          {children}
        </MobileNavigationDrawer>
      ) : null}
    </>
  );
}
