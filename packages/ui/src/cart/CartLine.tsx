'use client';

import type { PriceValue } from '@shop/i18n';
import { toAmount } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { cx } from '../primitives/cx';
import { type ImageData, MediaImage } from '../primitives/MediaImage';
import { Price } from '../primitives/Price';
import { QuantityStepper } from './QuantityStepper';

/** A cart line as the cart shows it: the app maps the shop backend's line to it. */
export interface CartLineData {
  id: string;
  title: string;
  /** The product page (the line's `_url` attribute). */
  url?: string | null;
  image: ImageData | null;
  /** The chosen size, shown as 'Size: M'. */
  size?: string | null;
  /** Other chosen options, shown as 'name: value'. */
  options?: { name: string; value: string }[];
  quantity: number;
  unitPrice: PriceValue;
  /** The strikethrough price of one unit (the line's `_strikethrough_price`). */
  compareAtUnitPrice?: PriceValue;
  /** Highest quantity allowed (e.g. the purchase limit). */
  maxQuantity?: number | null;
}

export interface CartLineProps {
  line: CartLineData;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** A change of this line is in flight. */
  pending?: boolean;
  /** `compact` for the flyout. */
  variant?: 'page' | 'compact';
  /** The level of the line's title in the page outline (3 under the flyout's heading, 2 on the cart page). */
  headingLevel?: 2 | 3;
}

/** One cart line: image, title, size and options, unit price, quantity stepper (min 1), line total and remove. */
export function CartLine({
  line,
  onQuantityChange,
  onRemove,
  pending = false,
  variant = 'page',
  headingLevel = 3,
}: CartLineProps) {
  const { t, formatPrice } = useI18n();
  const Heading = `h${headingLevel}` as const;
  const unit = toAmount(line.unitPrice);
  const lineTotal = unit === null ? null : unit * line.quantity;
  return (
    <li
      className={cx('shop-cart-line', `shop-cart-line--${variant}`)}
      aria-busy={pending || undefined}
      data-line-id={line.id}
    >
      <div className="shop-cart-line__media">
        {line.image ? (
          <MediaImage src={line.image.src} alt="" sizes="6rem" widths={[96, 192]} />
        ) : (
          <span className="shop-media" style={{ aspectRatio: '1' }} />
        )}
      </div>
      <div className="shop-cart-line__info">
        <Heading className="shop-cart-line__title">
          {line.url ? <a href={line.url}>{line.title}</a> : line.title}
        </Heading>
        {line.size ? (
          <p className="shop-cart-line__option">{t('cart.line.size', { size: line.size })}</p>
        ) : null}
        {line.options?.map((option) => (
          <p key={option.name} className="shop-cart-line__option">
            {option.name}: {option.value}
          </p>
        ))}
        <div className="shop-cart-line__unit">
          <span className="shop-cart-line__unit-label">{t('cart.line.unitPrice')}</span>
          <Price amount={line.unitPrice} compareAt={line.compareAtUnitPrice} size="sm" />
        </div>
      </div>
      <div className="shop-cart-line__actions">
        <QuantityStepper
          value={line.quantity}
          min={1}
          max={line.maxQuantity ?? null}
          pending={pending}
          label={t('cart.line.quantityLabel', { title: line.title })}
          onChange={(quantity) => onQuantityChange(line.id, quantity)}
        />
        <p className="shop-cart-line__total">{lineTotal === null ? null : formatPrice(lineTotal)}</p>
        <button
          type="button"
          className="shop-cart-line__remove"
          disabled={pending}
          aria-label={t('cart.line.removeLabel', { title: line.title })}
          onClick={() => onRemove(line.id)}
        >
          {t('cart.line.remove')}
        </button>
      </div>
    </li>
  );
}

export interface CartLineListProps extends Omit<CartLineProps, 'line' | 'pending'> {
  lines: CartLineData[];
  /** Lines with a change in flight. */
  pendingLineIds?: string[];
  className?: string;
}

export function CartLineList({ lines, pendingLineIds = [], className, ...rest }: CartLineListProps) {
  return (
    <ul className={cx('shop-cart-lines', className)}>
      {lines.map((line) => (
        <CartLine key={line.id} line={line} pending={pendingLineIds.includes(line.id)} {...rest} />
      ))}
    </ul>
  );
}
