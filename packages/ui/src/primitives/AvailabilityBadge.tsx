import { useT } from '@shop/i18n/react';
import { AVAILABILITY_TEXT, type AvailabilityStatus } from './availability';
import { cx } from './cx';

const TONE: Record<AvailabilityStatus, 'positive' | 'warning' | 'negative'> = {
  inStock: 'positive',
  fewInStock: 'warning',
  backInStockShortly: 'warning',
  notAvailableOnline: 'negative',
  soldOut: 'negative',
  sizeUnavailable: 'negative',
};

export interface AvailabilityBadgeProps {
  status: AvailabilityStatus;
  className?: string;
}

/** The availability as text with a coloured dot; the colour is never the only signal. */
export function AvailabilityBadge({ status, className }: AvailabilityBadgeProps) {
  const t = useT();
  return (
    <span className={cx('shop-availability', `shop-availability--${TONE[status]}`, className)}>
      {t(AVAILABILITY_TEXT[status])}
    </span>
  );
}
