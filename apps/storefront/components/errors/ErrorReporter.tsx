'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { reportError, startPageView } from '@/lib/error-reporting.client';

/** Reports the page's uncaught errors and rejected promises to /log-error/. Renders nothing. */
export function ErrorReporter() {
  const pathname = usePathname();
  useEffect(() => {
    startPageView(pathname);
  }, [pathname]);
  useEffect(() => {
    const onError = (event: ErrorEvent) =>
      reportError(event.error ?? event.message, { kind: 'window error' });
    const onRejection = (event: PromiseRejectionEvent) =>
      reportError(event.reason, { kind: 'unhandled rejection' });
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
