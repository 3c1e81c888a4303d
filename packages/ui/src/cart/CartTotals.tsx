import type { PriceValue } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { cx } from '../primitives/cx';
import type { CartLineData } from './CartLine';
import { cartSaving, type FreeShippingData, freeShippingState } from './cart-saving';

export interface CartTotalsProps {
  subtotal: PriceValue;
  /** Total of the cart; the subtotal when absent. */
  total?: PriceValue;
  /** The lines, for the saving. */
  lines: CartLineData[];
  /** Show the free-shipping message; hidden when absent. */
  freeShipping?: FreeShippingData | null;
  className?: string;
}

/** Subtotal, saving, the free-shipping message, the total with the edition's VAT copy. */
export function CartTotals({ subtotal, total, lines, freeShipping, className }: CartTotalsProps) {
  const { t, formatPrice, formatVat } = useI18n();
  const saving = cartSaving(lines);
  const shipping = freeShipping ? freeShippingState(subtotal, freeShipping) : null;
  const totalText = formatPrice(total ?? subtotal);
  return (
    <div className={cx('shop-totals', className)}>
      <dl className="shop-totals__rows">
        <div className="shop-totals__row">
          <dt>{t('cart.subtotal')}</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div className="shop-totals__row shop-totals__row--total">
          <dt>{t('cart.total')}</dt>
          <dd>{totalText}</dd>
        </div>
      </dl>
      <p className="shop-totals__vat">{formatVat()}</p>
      {saving > 0 ? (
        <p className="shop-totals__saving">{t('cart.saving', { amount: formatPrice(saving) })}</p>
      ) : null}
      {shipping && (shipping.reached || shipping.remaining !== null) ? (
        <p className={cx('shop-totals__shipping', shipping.reached && 'shop-totals__shipping--reached')}>
          {shipping.reached
            ? t('cart.freeShipping.reached')
            : t('cart.freeShipping.remaining', { amount: formatPrice(shipping.remaining) })}
        </p>
      ) : null}
    </div>
  );
}
