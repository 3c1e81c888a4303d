import type { ReactNode } from 'react';

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastData {
  id: string;
  /** Already translated text (the app picks the message id, e.g. 'cart.added' or 'error.cart.add'). */
  message: string;
  tone: ToastTone;
  /** A button beside the message ('Undo'); a click runs it and dismisses the toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToasterRegionsProps {
  toasts?: readonly ToastData[];
  /** Draws one toast (the `Toast` component, loaded however the caller chooses). */
  renderToast?: (toast: ToastData) => ReactNode;
}

/**
 * The toaster's two live regions: errors through role=alert, the rest through role=status. Drawn with the page
 * (the server HTML), present before the first toast so a toast added later is announced, while the toasts' own
 * code may load with the first toast.
 */
export function ToasterRegions({ toasts = [], renderToast }: ToasterRegionsProps) {
  const draw = (tone: (toast: ToastData) => boolean) =>
    renderToast ? toasts.filter(tone).map(renderToast) : null;
  return (
    <div className="shop-toaster">
      <div role="alert" className="shop-toaster__region">
        {draw((toast) => toast.tone === 'error')}
      </div>
      <div role="status" className="shop-toaster__region">
        {draw((toast) => toast.tone !== 'error')}
      </div>
    </div>
  );
}
