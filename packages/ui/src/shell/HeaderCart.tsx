'use client';

import { useT } from '@shop/i18n/react';
import { Icon } from '../parts/icons';

export interface HeaderCartProps {
  /** Items in the cart. */
  count: number;
  /** The edition's cart page; the icon links there unless `onClick` opens the flyout. */
  href: string;
  onClick?: () => void;
}

/** The header's cart icon, named with its count ('Cart, 3 items'), with the count's badge. */
export function HeaderCart({ count, href, onClick }: HeaderCartProps) {
  const t = useT();
  const label = t('shell.cart.count', { count });
  const badge = (
    <span className="shop-header__badge" aria-hidden="true" data-empty={count === 0 || undefined}>
      {count > 99 ? '99+' : String(count)}
    </span>
  );
  return onClick ? (
    <button type="button" className="shop-header__action" aria-label={label} onClick={onClick}>
      <Icon name="cart" />
      {badge}
    </button>
  ) : (
    <a className="shop-header__action" href={href} aria-label={label}>
      <Icon name="cart" />
      {badge}
    </a>
  );
}
