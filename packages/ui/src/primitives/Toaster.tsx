'use client';

import { useT } from '@shop/i18n/react';
import { useEffect, useRef } from 'react';
import { cx } from './cx';
import { type ToastData, ToasterRegions } from './ToasterRegions';

export interface ToasterProps {
  toasts: ToastData[];
  onDismiss: (id: string) => void;
  /** Success and info toasts close after this many ms; errors stay until dismissed. */
  duration?: number;
}

export interface ToastProps {
  toast: ToastData;
  onDismiss: (id: string) => void;
  /** Success and info toasts close after this many ms; errors stay until dismissed. */
  duration?: number;
}

/** One toast, for a region of `ToasterRegions` (the `Toaster` places them itself). */
export function Toast({ toast, onDismiss, duration = 5000 }: ToastProps) {
  const t = useT();
  // The latest callback, so a new function from the parent's render does not restart the timer.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (toast.tone === 'error' || duration <= 0) return;
    const timer = setTimeout(() => dismiss.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.tone, duration]);
  return (
    <div className={cx('shop-toast', `shop-toast--${toast.tone}`)}>
      <p className="shop-toast__message">{toast.message}</p>
      {toast.action ? (
        <button
          type="button"
          className="shop-toast__action"
          onClick={() => {
            toast.action?.onClick();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      <button type="button" className="shop-toast__close" onClick={() => onDismiss(toast.id)}>
        <span aria-hidden="true">×</span>
        <span className="shop-visually-hidden">{t('common.close')}</span>
      </button>
    </div>
  );
}

/**
 * Feedback messages. Both live regions are always in the document, so a toast added later is announced:
 * errors through role=alert, the rest through role=status.
 */
export function Toaster({ toasts, onDismiss, duration = 5000 }: ToasterProps) {
  return (
    <ToasterRegions
      toasts={toasts}
      renderToast={(toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} duration={duration} />
      )}
    />
  );
}
