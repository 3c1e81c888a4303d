import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { AccountLoginLink } from '../account/AccountLoginLink';
import { HeaderBar } from '../parts/HeaderBar';
import { cx } from '../primitives/cx';
import { MainNavigation } from './MainNavigation';
import type { NavItem, SubmenuData } from './nav-model';

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
  /** Teasers every desktop flyout of the main navigation shows (`MainNavigation`'s `teasers`). */
  flyoutTeasers?: SubmenuData['articles'];
  /** Shown in the header bar and in the mobile navigation (the country and language selector). */
  selector?: ReactNode;
  /** The search field (`SearchField`, wired by the app). */
  search: ReactNode;
  /** The favorites icon with its count (`FavoritesAction`). */
  favorites: ReactNode;
  /** The cart icon with its count (`HeaderCart`). */
  cart: ReactNode;
  accountHref: string;
  /** The account element (login icon or the signed-in customer's menu); the plain login link otherwise. */
  account?: ReactNode;
  /** Catalogue mode hides the account and cart actions (§4). */
  catalogueMode?: boolean;
  className?: string;
}

/**
 * The storefront header: logo, main navigation (a toggle list on narrow screens), search, favorites, account
 * and the cart icon with its count. A server component: the counts, the search and the panels' state are the
 * client parts passed in or rendered by `HeaderBar`; the route comes from `ShellRoutingProvider`.
 */
export function Header({
  homeHref,
  logo,
  brandName,
  navigation,
  flyoutTeasers,
  selector,
  search,
  favorites,
  cart,
  accountHref,
  account,
  catalogueMode = false,
  className,
}: HeaderProps) {
  const t = useT();
  return (
    <header className={cx('shop-header', className)}>
      <HeaderBar
        navigation={navigation}
        selector={selector}
        search={search}
        logo={
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
        }
      >
        {selector ? <li className="shop-header__selector">{selector}</li> : null}
        <li>{favorites}</li>
        {catalogueMode ? null : (
          <>
            <li>{account ?? <AccountLoginLink href={accountHref} />}</li>
            <li>{cart}</li>
          </>
        )}
      </HeaderBar>
      <MainNavigation items={navigation} teasers={flyoutTeasers} className="shop-header__nav" />
    </header>
  );
}
