'use client';

import { useT } from '@shop/i18n/react';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../hooks/use-hydrated';
import { cx } from './cx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  // Content inside a closed part (`hidden`, such as a popover's panel) cannot take focus.
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]'),
  );
}

export interface DialogPanelProps {
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading, also its accessible name. */
  title: ReactNode;
  /** `modal` is centred; `drawer` slides in from the right (full width below 992 px, but the navigation's). */
  variant?: 'modal' | 'drawer';
  children?: ReactNode;
  /** Sticky actions below the scrolling body. */
  footer?: ReactNode;
  /** The element to focus on open; the dialog's heading otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * Focus that falls to the page while the dialog is open (the focused control was removed, a form gave way to its
 * message, a line left the cart) comes back to the dialog's heading, so the keyboard stays in the dialog and Escape
 * still closes it. Checked two frames after a change, once the browser has moved focus where it goes.
 */
function recoverDroppedFocus(panel: HTMLElement | null, heading: () => HTMLElement | null): () => void {
  if (!panel) return () => {};
  let frame = 0;
  const recover = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const active = document.activeElement;
        if (document.hasFocus() && (active === null || active === document.body)) heading()?.focus();
      });
    });
  };
  const observer = new MutationObserver(recover);
  observer.observe(panel, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  panel.addEventListener('focusout', recover);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    panel.removeEventListener('focusout', recover);
  };
}

/**
 * The open dialog (`Dialog` loads it on first open): focus moves in when it mounts and is kept inside (Tab
 * wraps, and focus that falls to the page comes back to the heading), Escape closes, and focus returns to the
 * element that opened it when it unmounts. Page scroll is locked meanwhile. It needs the document, so it renders
 * nothing on the server.
 */
export function DialogPanel({
  onClose,
  title,
  variant = 'modal',
  children,
  footer,
  initialFocusRef,
  className,
}: DialogPanelProps) {
  const t = useT();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The portal needs document.body: nothing in server HTML (`Dialog` renders it in the browser only anyway).
  const hydrated = useHydrated();
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? headingRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const stopRecovering = recoverDroppedFocus(panelRef.current, () => headingRef.current);
    return () => {
      stopRecovering();
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocusRef]);
  if (!hydrated) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (
      event.shiftKey &&
      (active === first || !panelRef.current.contains(active) || active === headingRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={cx('shop-dialog', `shop-dialog--${variant}`)}>
      <div className="shop-dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={cx('shop-dialog__panel', className)}
        onKeyDown={onKeyDown}
      >
        <div className="shop-dialog__header">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="shop-dialog__title">
            {title}
          </h2>
          <button type="button" className="shop-dialog__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="shop-visually-hidden">{t('common.close')}</span>
          </button>
        </div>
        <div className="shop-dialog__body">{children}</div>
        {footer ? <div className="shop-dialog__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
