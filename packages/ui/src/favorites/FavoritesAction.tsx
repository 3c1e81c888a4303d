'use client';

import { Icon } from '../parts/icons';

export interface FavoritesActionProps {
  /** The edition's favorites page: where the icon leads without script, or without `onClick`. */
  href: string;
  count: number;
  /** The accessible name: 'Favorites' or the count ('2 favorites'). */
  label: string;
  /** Opens the favorites flyout instead of following the link. */
  onClick?: () => void;
}

/**
 * The header's wishlist icon with its count badge. A link to the favorites page; with `onClick`, a click opens the
 * flyout instead (the link stays the fallback before hydration). The badge keeps its box when empty.
 */
export function FavoritesAction({ href, count, label, onClick }: FavoritesActionProps) {
  return (
    <a
      className="shop-header__action"
      href={href}
      aria-label={label}
      aria-haspopup={onClick ? 'dialog' : undefined}
      onClick={
        onClick
          ? (event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onClick();
            }
          : undefined
      }
    >
      <Icon name="heart" />
      <span className="shop-header__badge" aria-hidden="true" data-empty={count === 0 || undefined}>
        {count > 99 ? '99+' : String(count)}
      </span>
    </a>
  );
}
