import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The button classes, also for a framework link styled as a button (e.g. next/link in a server component). */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth }: ButtonLook, extra?: string) {
  return cx(
    'shop-button',
    `shop-button--${variant}`,
    `shop-button--${size}`,
    fullWidth && 'shop-button--full',
    extra,
  );
}
