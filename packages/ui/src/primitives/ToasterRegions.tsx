import type { ReactNode } from 'react';

export interface ToasterRegionsProps {
  /** Error toasts, announced through role=alert. */
  alerts?: ReactNode;
  /** Success and info toasts, announced through role=status. */
  statuses?: ReactNode;
}

/**
 * The toaster's two live regions, drawn by the server: present before the first toast, so a toast added later is
 * announced, while the toasts' own code may load with the first toast.
 */
export function ToasterRegions({ alerts, statuses }: ToasterRegionsProps) {
  return (
    <div className="shop-toaster">
      <div role="alert" className="shop-toaster__region">
        {alerts}
      </div>
      <div role="status" className="shop-toaster__region">
        {statuses}
      </div>
    </div>
  );
}
