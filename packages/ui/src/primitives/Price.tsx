import { type PriceValue, toAmount } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { cx } from './cx';

export interface PriceData {
  /** The current price (number or decimal string, as the backend sends it). */
  amount: PriceValue;
  /**
   * Strikethrough (compare-at) price; shown only when above the current price. In the UK edition it is the
   * was-price (before the RRP).
   */
  compareAt?: PriceValue;
  /**
   * Recommended retail price, when the app's 90-day rule allows it (§9); shown only when above the current
   * price. In the UK edition it reads as a was-price with a discount label when there is no strikethrough price.
   */
  recommendedRetail?: PriceValue;
  /** The product has variants at other prices: 'from {price}'. */
  from?: boolean;
}

export interface PriceProps extends PriceData {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

function above(value: PriceValue, current: number): number | null {
  const amount = toAmount(value);
  return amount !== null && amount > current ? amount : null;
}

/** A price in the edition's currency; a non-numeric amount renders nothing, a negative one renders 0. */
export function Price({
  amount,
  compareAt,
  recommendedRetail,
  from = false,
  size = 'md',
  className,
}: PriceProps) {
  const { t, formatPrice, edition } = useI18n();
  const current = toAmount(amount);
  if (current === null) return null;
  const shown = Math.max(0, current);
  const currentText = formatPrice(shown);
  const uk = edition.key === 'gb';
  // The UK shows one previous price, as a was-price with its discount (§3): the strikethrough price, else the RRP.
  const compare = above(compareAt, shown);
  const rrp = above(recommendedRetail, shown);
  const ukWas = uk ? (compare ?? rrp) : null;
  const struck = uk ? null : compare;
  const label = from ? t('product.price.from', { price: currentText }) : currentText;
  return (
    // md is the stylesheet's default size: one class less on every tile.
    <p className={cx('shop-price', size !== 'md' && `shop-price--${size}`, className)}>
      {struck !== null ? (
        <s className="shop-price__compare">
          <span className="shop-visually-hidden">
            {t('product.price.strikethrough', { price: formatPrice(struck) })}
          </span>
          <span aria-hidden="true">{formatPrice(struck)}</span>
        </s>
      ) : null}
      <span
        className={cx(
          'shop-price__current',
          (compare !== null || rrp !== null) && 'shop-price__current--sale',
        )}
      >
        {struck !== null ? (
          <>
            <span className="shop-visually-hidden">{t('product.price.current', { price: label })}</span>
            <span aria-hidden="true">{label}</span>
          </>
        ) : (
          label
        )}
      </span>
      {ukWas !== null ? (
        <>
          <span className="shop-price__rrp">{t('product.price.was', { price: formatPrice(ukWas) })}</span>
          <span className="shop-price__discount">
            {t('product.price.discount', { discount: Math.round(((ukWas - shown) / ukWas) * 100) })}
          </span>
        </>
      ) : null}
      {rrp !== null && !uk ? (
        <span className="shop-price__rrp" title={t('product.price.rrp.long')}>
          {t('product.price.rrp', { price: formatPrice(rrp) })}
        </span>
      ) : null}
    </p>
  );
}
