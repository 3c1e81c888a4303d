'use client';

import { useT } from '@shop/i18n/react';
import { Icon } from '../parts/icons';
import { cx } from '../primitives/cx';
import { useShopperLists } from './ShopperListsProvider';

export interface FavoriteToggleProps {
  productId: string;
  /** On a tile: the product's name joins the button's name ('Add to favorites: BM 58'), so a list's hearts tell apart. */
  productName?: string;
  /** `tile`: a round icon button over the tile's image; `page`: an icon with its text, on the product page. */
  variant?: 'tile' | 'page';
  className?: string;
}

/**
 * The favorites toggle (spec §4): add if absent, remove if present, said through the page's live region. The
 * server HTML shows the 'add' state in the box of its final size, so hydration changes the icon, not the layout.
 */
export function FavoriteToggle({ productId, productName, variant = 'tile', className }: FavoriteToggleProps) {
  const t = useT();
  const lists = useShopperLists();
  const active = lists.favorites.includes(productId);
  const label = active ? t('product.favorite.remove') : t('product.favorite.add');
  return (
    <button
      type="button"
      className={cx('shop-favorite-toggle', `shop-favorite-toggle--${variant}`, className)}
      data-active={active || undefined}
      onClick={() => {
        const added = lists.toggleFavorite(productId);
        lists.announce(added ? t('favorites.added') : t('favorites.removed'));
      }}
    >
      <Icon name={active ? 'heartFilled' : 'heart'} />
      <span className={variant === 'tile' ? 'shop-visually-hidden' : 'shop-favorite-toggle__text'}>
        {variant === 'tile' && productName ? `${label}: ${productName}` : label}
      </span>
    </button>
  );
}
