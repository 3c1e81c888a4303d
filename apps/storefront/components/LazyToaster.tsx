'use client';

import { type ToasterProps, ToasterRegions } from '@shop/ui';
import dynamic from 'next/dynamic';

// The toasts' code loads with the first toast; the live regions around them are drawn with the page.
const Toast = dynamic(() => import('./islands/toast-parts').then((parts) => parts.Toast), { ssr: false });

/**
 * `Toaster` for first-paint components: both live regions are in the server HTML, so the first toast is
 * announced, and the code of a toast loads only when there is one.
 */
export function LazyToaster({ toasts, onDismiss, duration = 5000 }: ToasterProps) {
  return (
    <ToasterRegions
      toasts={toasts}
      renderToast={(toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} duration={duration} />
      )}
    />
  );
}
