import { useT } from '@shop/i18n/react';
import { cx } from './cx';

export interface SpinnerProps {
  /** `sm` fits inside a button; `md` stands alone. */
  size?: 'sm' | 'md';
  /** A decorative spinner (inside a busy button) is hidden from assistive technology. */
  decorative?: boolean;
  /** Text announced while loading; defaults to 'Loading…' in the edition's language. */
  label?: string;
  className?: string;
}

/** A loading indicator with a fixed size, so it never moves what is around it. */
export function Spinner({ size = 'md', decorative = false, label, className }: SpinnerProps) {
  const t = useT();
  if (decorative) {
    return <span className={cx('shop-spinner', `shop-spinner--${size}`, className)} aria-hidden="true" />;
  }
  return (
    <span className={cx('shop-spinner-wrap', className)} role="status">
      <span className={cx('shop-spinner', `shop-spinner--${size}`)} aria-hidden="true" />
      <span className="shop-visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}
