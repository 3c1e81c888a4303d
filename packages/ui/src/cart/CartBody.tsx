'use client';

import { useT } from '@shop/i18n/react';
import type { MouseEvent, ReactNode } from 'react';
import { LinkButton } from '../primitives/Button';
import type { ButtonSize } from '../primitives/button-class';
import { type CartLineData, CartLineList, type CartLineListProps } from './CartLine';
import { CartTotals, type CartTotalsProps } from './CartTotals';
import { EmptyState } from './EmptyState';
import { useCartUpdateAnnouncement } from './useCartUpdateAnnouncement';

/** What the cart page and the cart flyout both take: the cart, its changes and its checkout. */
export interface CartBodyProps extends Pick<CartTotalsProps, 'subtotal' | 'total' | 'freeShipping'> {
  lines: CartLineData[];
  /** The cart's checkoutUrl from the shop backend. */
  checkoutUrl: string;
  /** Called on the checkout link before it is followed (the app may take over, e.g. to ask guest or login). */
  onCheckout?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  pendingLineIds?: string[];
  /** The stored cart could not be loaded: without lines, say so instead of 'Your cart is empty'. */
  unavailable?: boolean;
}

/** The cart's item count, and 'Your cart has been updated.' once its lines change while it is shown. */
export function useCartBody(shown: boolean, { lines, pendingLineIds }: CartBodyProps) {
  const t = useT();
  const announcement = useCartUpdateAnnouncement(
    shown,
    lines,
    t('cart.updated'),
    (pendingLineIds?.length ?? 0) > 0,
  );
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  return { quantity, announcement };
}

/** The cart's lines with their quantity and remove controls. */
function CartBodyLines({
  cart,
  ...look
}: { cart: CartBodyProps } & Pick<CartLineListProps, 'variant' | 'headingLevel'>) {
  return (
    <CartLineList
      lines={cart.lines}
      {...look}
      pendingLineIds={cart.pendingLineIds}
      onQuantityChange={cart.onQuantityChange}
      onRemove={cart.onRemove}
    />
  );
}

/** The totals and the checkout link, then the body's own link (view cart, continue shopping). */
function CartCheckout({
  cart,
  size,
  children,
}: {
  cart: CartBodyProps;
  size?: ButtonSize;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <CartTotals
        subtotal={cart.subtotal}
        total={cart.total}
        lines={cart.lines}
        freeShipping={cart.freeShipping}
      />
      <LinkButton href={cart.checkoutUrl} variant="primary" size={size} fullWidth onClick={cart.onCheckout}>
        {t('cart.checkout')}
      </LinkButton>
      {children}
    </>
  );
}

/** 'Your cart is empty', or that the stored cart could not be loaded. */
function CartBodyEmpty({ cart, href }: { cart: CartBodyProps; href?: string }) {
  return (
    <EmptyState kind={cart.unavailable ? 'cartUnavailable' : 'cart'} action={href ? { href } : undefined} />
  );
}

/**
 * The parts the cart page (`CartPage`) and the cart flyout (`CartFlyout`) are both made of, each laid out in its own
 * frame: `Lines`, `Checkout` (totals, the checkout link and the frame's own link) and `Empty`; `useCartBody` gives
 * the item count and the update announcement.
 */
export const CartBody = { Lines: CartBodyLines, Checkout: CartCheckout, Empty: CartBodyEmpty };
