import type { ReactNode } from 'react';
import { ErrorReporter } from '@/components/ErrorReporter';

// A layout below the root one, so the not-found boundary beside it renders inside the resolved root layout
// (server-rendered, with the edition's <html lang>) rather than as a client-only error document.
export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ErrorReporter />
    </>
  );
}
