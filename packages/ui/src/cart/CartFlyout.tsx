'use client';

import { CART_FLYOUT_SHADOW_ABOVE } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { type SnippetNote, SnippetNotes } from '../content/SnippetNotes';
import { LinkButton } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { LiveRegion } from '../primitives/LiveRegion';
import { CartBody, type CartBodyProps, useCartBody } from './CartBody';

export interface CartFlyoutProps extends CartBodyProps {
  open: boolean;
  onClose: () => void;
  /** `added` after an add to cart ('Added to cart'), `cart` when opened from the cart icon. */
  reason?: 'added' | 'cart';
  /** The edition's cart page. */
  cartUrl: string;
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
  cartUrl,
  notes = [],
  ...cart
}: CartFlyoutProps) {
  const t = useT();
  const { quantity, announcement } = useCartBody(open, cart);
  const { lines } = cart;
  const shadow = lines.length > CART_FLYOUT_SHADOW_ABOVE;
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
            <CartBody.Checkout cart={cart}>
              <LinkButton href={cartUrl} variant="secondary" fullWidth>
                {t('cart.viewCart')}
              </LinkButton>
              <SnippetNotes notes={notes} />
            </CartBody.Checkout>
          </div>
        ) : null
      }
    >
      {lines.length > 0 ? (
        <section aria-label={t('cart.flyout.label')} className="shop-flyout__body">
          <p className="shop-flyout__count">{t('cart.itemCount', { count: quantity })}</p>
          <div className="shop-flyout__lines" data-shadow={shadow || undefined}>
            <CartBody.Lines cart={cart} variant="compact" />
          </div>
        </section>
      ) : (
        <CartBody.Empty cart={cart} />
      )}
      <LiveRegion message={announcement} />
    </Dialog>
  );
}
