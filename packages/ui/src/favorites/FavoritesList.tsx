'use client';

import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { EmptyState } from '../cart/EmptyState';
import type { ProductTileData } from '../listing/ProductTile';
import { AvailabilityBadge } from '../primitives/AvailabilityBadge';
import { Button } from '../primitives/Button';
import { cx } from '../primitives/cx';
import { MediaImage } from '../primitives/MediaImage';
import { Price } from '../primitives/Price';

export interface FavoritesListProps {
  /** The favorites as looked up, in the shopper's order. */
  products: ProductTileData[];
  /** `loading`: the lookup is under way (`loadingCount` placeholders keep the list's size); `error`: it failed. */
  status: 'loading' | 'error' | 'ready';
  loadingCount?: number;
  onRetry?: () => void;
  onRemove: (productId: string) => void;
  /** Per product: its add-to-cart control (the app wires the cart). */
  renderAction?: (product: ProductTileData) => ReactNode;
  /** `page`: the favorites page; `flyout`: the header's flyout (smaller images, no heading levels of its own). */
  variant?: 'page' | 'flyout';
  /** Where the empty state sends the shopper on. */
  continueHref?: string;
  className?: string;
}

/**
 * The favorites: image, title, current price and availability, add to cart and 'Remove from favorites' per
 * product; 'You've no products in your favorite list' when empty. While the lookup runs, placeholders of the
 * final size stand in; a failed lookup says so with 'Try again'.
 */
export function FavoritesList({
  products,
  status,
  loadingCount = 0,
  onRetry,
  onRemove,
  renderAction,
  variant = 'page',
  continueHref,
  className,
}: FavoritesListProps) {
  const t = useT();
  if (status === 'loading' && loadingCount > 0) {
    return (
      <div className={cx('shop-favorites', `shop-favorites--${variant}`, className)} role="status">
        <span className="shop-visually-hidden">{t('common.loading')}</span>
        {/* The frame of the list that replaces it: the count's line and each tile's picture, texts and two
            buttons, so the tiles take the placeholders' place without moving the page. */}
        <p className="shop-favorites__count shop-favorites__count--placeholder" aria-hidden="true" />
        <ul className="shop-favorites__list" aria-hidden="true">
          {Array.from({ length: loadingCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <li key={index} className="shop-favorites__item shop-favorites__item--placeholder">
              <div className="shop-favorites__image">
                <span className="shop-media shop-favorites__bone" />
              </div>
              <div className="shop-favorites__body">
                <span className="shop-favorites__bone shop-favorites__bone--text" />
                <span className="shop-favorites__bone shop-favorites__bone--text" />
              </div>
              <div className="shop-favorites__actions">
                <span className="shop-favorites__bone shop-favorites__bone--button" />
                <span className="shop-favorites__bone shop-favorites__bone--button" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={cx('shop-favorites', `shop-favorites--${variant}`, className)}>
        <p role="alert" className="shop-favorites__error">
          {t('favorites.loadError')}
        </p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('favorites.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <EmptyState
        kind="favorites"
        headingLevel={variant === 'page' ? 2 : 3}
        action={continueHref ? { href: continueHref } : null}
        className={className}
      />
    );
  }
  const Heading = variant === 'page' ? 'h2' : 'h3';
  return (
    <div className={cx('shop-favorites', `shop-favorites--${variant}`, className)}>
      <p className="shop-favorites__count">{t('favorites.count', { count: products.length })}</p>
      <ul className="shop-favorites__list">
        {products.map((product) => (
          <li key={product.id} className="shop-favorites__item">
            <div className="shop-favorites__image">
              {product.image ? (
                <MediaImage src={product.image.src} alt={product.image.alt} />
              ) : (
                <span className="shop-media" style={{ aspectRatio: '1' }} />
              )}
            </div>
            <div className="shop-favorites__body">
              <Heading className="shop-favorites__title">
                <a href={product.url}>{product.title}</a>
              </Heading>
              <Price {...product.price} size="md" />
              {product.availability ? <AvailabilityBadge status={product.availability} /> : null}
            </div>
            <div className="shop-favorites__actions">
              {renderAction?.(product)}
              <Button
                variant="secondary"
                onClick={() => onRemove(product.id)}
                aria-label={`${t('product.favorite.remove')}: ${product.title}`}
              >
                {t('product.favorite.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
