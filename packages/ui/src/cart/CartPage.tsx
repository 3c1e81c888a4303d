'use client';

import { useT } from '@shop/i18n/react';
import { LinkButton } from '../primitives/Button';
import { cx } from '../primitives/cx';
import { LiveRegion } from '../primitives/LiveRegion';
import { CartBody, type CartBodyProps, useCartBody } from './CartBody';

export interface CartPageProps extends CartBodyProps {
  /** Where 'Continue shopping' leads (the edition's home page). */
  continueShoppingHref: string;
  /** A translated error of the last change (e.g. t('error.cart.update')); the cart stays as it was. */
  error?: string | null;
  className?: string;
}

/**
 * The cart page body: heading with the item count, the lines, and a summary with totals, saving, free-shipping
 * message, VAT copy and the checkout link; 'Your cart is empty' without lines.
 */
export function CartPage({ continueShoppingHref, error, className, ...cart }: CartPageProps) {
  const t = useT();
  const { quantity, announcement } = useCartBody(true, cart);
  const { lines } = cart;
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
        <CartBody.Empty cart={cart} href={continueShoppingHref} />
      ) : (
        <div className="shop-cart-page__body">
          <CartBody.Lines cart={cart} headingLevel={2} />
          <div className="shop-cart-page__summary">
            <CartBody.Checkout cart={cart} size="lg">
              <LinkButton href={continueShoppingHref} variant="link">
                {t('cart.continueShopping')}
              </LinkButton>
            </CartBody.Checkout>
          </div>
        </div>
      )}
      <LiveRegion message={announcement} />
    </section>
  );
}
