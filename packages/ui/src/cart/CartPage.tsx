'use client';

import { useT } from '@shop/i18n/react';
import type { MouseEvent } from 'react';
import { cx } from '../internal/cx';
import { LinkButton } from '../primitives/Button';
import { LiveRegion } from '../primitives/LiveRegion';
import { type CartLineData, CartLineList } from './CartLine';
import { CartTotals, type CartTotalsProps } from './CartTotals';
import { EmptyState } from './EmptyState';
import { useCartUpdateAnnouncement } from './useCartUpdateAnnouncement';

export interface CartPageProps extends Pick<CartTotalsProps, 'subtotal' | 'total' | 'freeShipping'> {
  lines: CartLineData[];
  /** The cart's checkoutUrl from the shop backend. */
  checkoutUrl: string;
  /** Called on the checkout link before it is followed (the app may take over, e.g. to ask guest or login). */
  onCheckout?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Where 'Continue shopping' leads (the edition's home page). */
  continueShoppingHref: string;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  pendingLineIds?: string[];
  /** A translated error of the last change (e.g. t('error.cart.update')); the cart stays as it was. */
  error?: string | null;
  /** The stored cart could not be loaded: without lines, say so instead of 'Your cart is empty'. */
  unavailable?: boolean;
  className?: string;
}

/**
 * The cart page body: heading with the item count, the lines, and a summary with totals, saving, free-shipping
 * message, VAT copy and the checkout link; 'Your cart is empty' without lines.
 */
export function CartPage({
  lines,
  checkoutUrl,
  onCheckout,
  continueShoppingHref,
  subtotal,
  total,
  freeShipping,
  onQuantityChange,
  onRemove,
  pendingLineIds,
  error,
  unavailable = false,
  className,
}: CartPageProps) {
  const t = useT();
  const announcement = useCartUpdateAnnouncement(
    true,
    lines,
    t('cart.updated'),
    (pendingLineIds?.length ?? 0) > 0,
  );
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className={cx('shop-cart-page', className)} aria-labelledby="shop-cart-page-title">
      <div className="shop-cart-page__head">
        <h1 id="shop-cart-page-title" className="shop-cart-page__title">
          {t('cart.title')}
        </h1>
        {lines.length > 0 ? (
          <p className="shop-cart-page__count">{t('cart.itemCount', { count: quantity })}</p>
        ) : null}
      </div>
      <p className="shop-cart-page__error" role="alert">
        {error ?? null}
      </p>
      {lines.length === 0 ? (
        <EmptyState kind={unavailable ? 'cartUnavailable' : 'cart'} action={{ href: continueShoppingHref }} />
      ) : (
        <div className="shop-cart-page__body">
          <CartLineList
            lines={lines}
            headingLevel={2}
            pendingLineIds={pendingLineIds}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
          />
          <div className="shop-cart-page__summary">
            <CartTotals subtotal={subtotal} total={total} lines={lines} freeShipping={freeShipping} />
            <LinkButton href={checkoutUrl} variant="primary" size="lg" fullWidth onClick={onCheckout}>
              {t('cart.checkout')}
            </LinkButton>
            <LinkButton href={continueShoppingHref} variant="link">
              {t('cart.continueShopping')}
            </LinkButton>
          </div>
        </div>
      )}
      <LiveRegion message={announcement} />
    </section>
  );
}
