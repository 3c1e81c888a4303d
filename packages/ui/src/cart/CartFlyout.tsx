'use client';

import { CART_FLYOUT_SHADOW_ABOVE } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import type { MouseEvent } from 'react';
import { type SnippetNote, SnippetNotes } from '../content/SnippetNotes';
import { LinkButton } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { LiveRegion } from '../primitives/LiveRegion';
import { type CartLineData, CartLineList } from './CartLine';
import { CartTotals, type CartTotalsProps } from './CartTotals';
import { EmptyState } from './EmptyState';
import { useCartUpdateAnnouncement } from './useCartUpdateAnnouncement';

export interface CartFlyoutProps extends Pick<CartTotalsProps, 'subtotal' | 'total' | 'freeShipping'> {
  open: boolean;
  onClose: () => void;
  /** `added` after an add to cart ('Added to cart'), `cart` when opened from the cart icon. */
  reason?: 'added' | 'cart';
  lines: CartLineData[];
  /** The cart's checkoutUrl from the shop backend. */
  checkoutUrl: string;
  /** Called on the checkout link before it is followed (the app may take over, e.g. to ask guest or login). */
  onCheckout?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The edition's cart page. */
  cartUrl: string;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  pendingLineIds?: string[];
  /** The stored cart could not be loaded: without lines, say so instead of 'Your cart is empty'. */
  unavailable?: boolean;
  /** Short notes of the content service's `cart-flyout-snippet` under the links (spec §3). */
  notes?: readonly SnippetNote[];
}

/**
 * The cart flyout: a drawer that opens on add with the heading 'Added to cart', the lines (a shadow shows
 * that more lines scroll once there are more than 3), totals, checkout and view-cart links. Focus moves in
 * on open and returns to the button that opened it.
 */
export function CartFlyout({
  open,
  onClose,
  reason = 'added',
  lines,
  checkoutUrl,
  onCheckout,
  cartUrl,
  subtotal,
  total,
  freeShipping,
  onQuantityChange,
  onRemove,
  pendingLineIds,
  unavailable = false,
  notes = [],
}: CartFlyoutProps) {
  const t = useT();
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const shadow = lines.length > CART_FLYOUT_SHADOW_ABOVE;
  const announcement = useCartUpdateAnnouncement(
    open,
    lines,
    t('cart.updated'),
    (pendingLineIds?.length ?? 0) > 0,
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      variant="drawer"
      className="shop-flyout"
      // Once its lines are gone (the last one removed), nothing reads as just added.
      title={reason === 'added' && lines.length > 0 ? t('cart.added') : t('cart.title')}
      footer={
        lines.length > 0 ? (
          <div className="shop-flyout__footer">
            <CartTotals subtotal={subtotal} total={total} lines={lines} freeShipping={freeShipping} />
            <LinkButton href={checkoutUrl} variant="primary" fullWidth onClick={onCheckout}>
              {t('cart.checkout')}
            </LinkButton>
            <LinkButton href={cartUrl} variant="secondary" fullWidth>
              {t('cart.viewCart')}
            </LinkButton>
            <SnippetNotes notes={notes} />
          </div>
        ) : null
      }
    >
      {lines.length > 0 ? (
        <section aria-label={t('cart.flyout.label')} className="shop-flyout__body">
          <p className="shop-flyout__count">{t('cart.itemCount', { count: quantity })}</p>
          <div className="shop-flyout__lines" data-shadow={shadow || undefined}>
            <CartLineList
              lines={lines}
              variant="compact"
              pendingLineIds={pendingLineIds}
              onQuantityChange={onQuantityChange}
              onRemove={onRemove}
            />
          </div>
        </section>
      ) : (
        <EmptyState kind={unavailable ? 'cartUnavailable' : 'cart'} />
      )}
      <LiveRegion message={announcement} />
    </Dialog>
  );
}
