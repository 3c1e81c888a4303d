'use client';

import { useT } from '@shop/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FavoritesAction } from '../favorites/FavoritesAction';
import { cx } from '../internal/cx';
import { Icon } from '../internal/icons';
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
  /** Main navigation (first level). */
  navigation: NavLink[];
  search: Omit<SearchFieldProps, 'className'>;
  cartCount: number;
  /** The edition's cart page; the cart icon links there unless `onCartClick` opens the flyout. */
  cartHref: string;
  onCartClick?: () => void;
  accountHref: string;
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
  search,
  cartCount,
  cartHref,
  onCartClick,
  accountHref,
  favoritesHref,
  favoritesCount = 0,
  onFavoritesClick,
  catalogueMode = false,
  className,
}: HeaderProps) {
  const t = useT();
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const cartLabel = t('shell.cart.count', { count: cartCount });
  const badge = cartCount > 99 ? '99+' : String(cartCount);

  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  // While the menu is open, Escape closes it and puts focus back on its toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    // A click or tap outside the header closes it too.
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header ref={headerRef} className={cx('shop-header', className)}>
      <div className="shop-header__bar">
        <button
          ref={toggleRef}
          type="button"
          className="shop-header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="shop-visually-hidden">
            {menuOpen ? t('shell.nav.close') : t('shell.nav.open')}
          </span>
        </button>
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
        <SearchField {...search} className="shop-header__search" />
        <ul className="shop-header__actions">
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
                <a className="shop-header__action" href={accountHref}>
                  <Icon name="user" />
                  <span className="shop-visually-hidden">{t('shell.account.label')}</span>
                </a>
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
      <nav
        id={navId}
        className={cx('shop-header__nav', menuOpen && 'shop-header__nav--open')}
        aria-label={t('shell.nav.label')}
      >
        <ul className="shop-header__nav-list">
          {navigation.map((link) => (
            <li key={link.href}>
              <a
                className="shop-header__nav-link"
                href={link.href}
                aria-current={link.current ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
