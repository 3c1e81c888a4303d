'use client';

import { useT } from '@shop/i18n/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FavoritesAction } from '../favorites/FavoritesAction';
import { cx } from '../internal/cx';
import { Icon } from '../internal/icons';
import { MainNavigation } from './MainNavigation';
import { MobileNavigation } from './MobileNavigation';
import type { NavItem } from './nav-model';
import { SearchField, type SearchFieldProps } from './SearchField';

export interface NavLink {
  label: string;
  href: string;
  /** The page the shopper is on (aria-current). */
  current?: boolean;
}

export interface HeaderLogo {
  src: string;
  width: number;
  height: number;
}

export interface HeaderProps {
  /** The edition's home page. */
  homeHref: string;
  /** The configured logo; the brand name is shown as text when there is none. */
  logo?: HeaderLogo | null;
  /** Shop name, the logo's fallback text. */
  brandName: string;
  /** Main navigation: the first level, with children and submenus. */
  navigation: NavItem[];
  /** The page's path; a change (route change) closes the navigation, the submenu and the mobile search. */
  currentPath?: string;
  /** Follows a navigation link client-side. */
  onNavigate?: (href: string) => void;
  /** Shown in the header bar and in the mobile navigation (the country and language selector). */
  selector?: ReactNode;
  search: Omit<SearchFieldProps, 'className'>;
  cartCount: number;
  /** The edition's cart page; the cart icon links there unless `onCartClick` opens the flyout. */
  cartHref: string;
  onCartClick?: () => void;
  accountHref: string;
  /** The account element (login icon or the signed-in customer's menu); the plain login link otherwise. */
  account?: ReactNode;
  favoritesHref: string;
  favoritesCount?: number;
  /** Opens the favorites flyout instead of following `favoritesHref`. */
  onFavoritesClick?: () => void;
  /** Catalogue mode hides the account and cart actions (§4). */
  catalogueMode?: boolean;
  className?: string;
}

/**
 * The storefront header: logo, main navigation (a toggle list on narrow screens), search, favorites, account
 * and the cart icon with its count.
 */
export function Header({
  homeHref,
  logo,
  brandName,
  navigation,
  currentPath,
  onNavigate,
  selector,
  search,
  cartCount,
  cartHref,
  onCartClick,
  accountHref,
  account,
  favoritesHref,
  favoritesCount = 0,
  onFavoritesClick,
  catalogueMode = false,
  className,
}: HeaderProps) {
  const t = useT();
  // Under 992 px one of the two panels is open at most: opening the navigation closes the search.
  const [panel, setPanel] = useState<'nav' | 'search' | null>(null);
  const cartLabel = t('shell.cart.count', { count: cartCount });
  const badge = cartCount > 99 ? '99+' : String(cartCount);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const searchRowRef = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    setPanel((current) => (current === 'search' ? null : current));
  }, [currentPath]);
  useEffect(() => {
    if (panel === 'search') searchRowRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [panel]);

  return (
    <header className={cx('shop-header', className)}>
      <div className="shop-header__bar">
        <MobileNavigation
          items={navigation}
          open={panel === 'nav'}
          onOpenChange={(open) => setPanel(open ? 'nav' : null)}
          currentPath={currentPath}
          onNavigate={onNavigate}
        >
          {selector}
        </MobileNavigation>
        <a className="shop-header__logo" href={homeHref}>
          {logo ? (
            <img src={logo.src} width={logo.width} height={logo.height} alt={t('shell.logo.alt')} />
          ) : (
            <>
              <span aria-hidden="true">{brandName}</span>
              <span className="shop-visually-hidden">{t('shell.logo.alt')}</span>
            </>
          )}
        </a>
        <div
          ref={searchRowRef}
          className="shop-header__search"
          data-mobile-open={panel === 'search' || undefined}
        >
          <SearchField {...search} className="shop-header__search-field" />
          <button
            type="button"
            className="shop-header__action shop-header__search-close"
            onClick={() => {
              setPanel(null);
              searchToggleRef.current?.focus();
            }}
          >
            <Icon name="close" />
            <span className="shop-visually-hidden">{t('shell.search.close')}</span>
          </button>
        </div>
        <ul className="shop-header__actions">
          <li className="shop-header__search-toggle">
            <button
              ref={searchToggleRef}
              type="button"
              className="shop-header__action"
              aria-expanded={panel === 'search'}
              onClick={() => setPanel(panel === 'search' ? null : 'search')}
            >
              <Icon name="search" />
              <span className="shop-visually-hidden">{t('shell.search.open')}</span>
            </button>
          </li>
          {selector ? <li className="shop-header__selector">{selector}</li> : null}
          <li>
            <FavoritesAction
              href={favoritesHref}
              count={favoritesCount}
              onClick={onFavoritesClick}
              label={
                favoritesCount > 0
                  ? t('shell.wishlist.count', { count: favoritesCount })
                  : t('shell.wishlist.label')
              }
            />
          </li>
          {catalogueMode ? null : (
            <>
              <li>
                {account ?? (
                  <a className="shop-header__action" href={accountHref}>
                    <Icon name="user" />
                    <span className="shop-visually-hidden">{t('shell.account.label')}</span>
                  </a>
                )}
              </li>
              <li>
                {onCartClick ? (
                  <button
                    type="button"
                    className="shop-header__action"
                    aria-label={cartLabel}
                    onClick={onCartClick}
                  >
                    <Icon name="cart" />
                    <span
                      className="shop-header__badge"
                      aria-hidden="true"
                      data-empty={cartCount === 0 || undefined}
                    >
                      {badge}
                    </span>
                  </button>
                ) : (
                  <a className="shop-header__action" href={cartHref} aria-label={cartLabel}>
                    <Icon name="cart" />
                    <span
                      className="shop-header__badge"
                      aria-hidden="true"
                      data-empty={cartCount === 0 || undefined}
                    >
                      {badge}
                    </span>
                  </a>
                )}
              </li>
            </>
          )}
        </ul>
      </div>
      <MainNavigation
        items={navigation}
        currentPath={currentPath}
        onNavigate={onNavigate}
        className="shop-header__nav"
      />
    </header>
  );
}
