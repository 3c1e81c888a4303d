import { useT } from '@shop/i18n/react';
import { cx } from '../internal/cx';

export interface PurchaseLimitProps {
  /** Items per household; nothing renders unless it is a positive whole number. */
  limit: number | null | undefined;
  className?: string;
}

/** 'Max. N items per household'. */
export function PurchaseLimit({ limit, className }: PurchaseLimitProps) {
  const t = useT();
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) return null;
  return (
    <p className={cx('shop-purchase-limit', className)}>{t('product.purchaseLimit', { count: limit })}</p>
  );
}
