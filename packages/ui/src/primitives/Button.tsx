'use client';

import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { type ButtonLook, buttonClassName } from './button-class';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Busy: shows a spinner in place of the label (the width stays), sets aria-busy and ignores clicks. */
  loading?: boolean;
  /** Optional leading icon (decorative). */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button. While `loading` it stays focusable (aria-disabled rather than disabled, so keyboard focus is not
 * lost) but does not fire `onClick`.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  disabled,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      disabled={disabled}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className="shop-button__label">
        {icon ? (
          <span className="shop-button__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </span>
      {loading ? <Spinner size="sm" decorative className="shop-button__spinner" /> : null}
    </button>
  );
}

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLook {
  href: string;
  /** For a dialog that focuses this link first. */
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a button (navigation, not an action). */
export function LinkButton({ variant, size, fullWidth, className, children, ...rest }: LinkButtonProps) {
  return (
    <a className={buttonClassName({ variant, size, fullWidth }, className)} {...rest}>
      <span className="shop-button__label">{children}</span>
    </a>
  );
}
