import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';

export interface PurchaseLimitProps {
  /** Items per household; nothing renders unless it is a positive whole number. */
  limit: number | null | undefined;
  /** An add past the limit was refused: the text is said as an alert and stands out. */
  reached?: boolean;
  className?: string;
}

/** 'Max. N items per household'. */
export function PurchaseLimit({ limit, reached = false, className }: PurchaseLimitProps) {
  const t = useT();
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) return null;
  return (
    <p
      // A new node: an alert is announced when it appears, not when a present node gains the role.
      key={reached ? 'reached' : 'note'}
      role={reached ? 'alert' : undefined}
      className={cx('shop-purchase-limit', reached && 'shop-purchase-limit--reached', className)}
    >
      {t('product.purchaseLimit', { count: limit })}
    </p>
  );
}
