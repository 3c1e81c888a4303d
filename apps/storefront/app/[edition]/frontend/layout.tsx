import { routePath } from '@shop/editions';
import type { ReactNode } from 'react';
import { ErrorReporter } from '@/components/errors/ErrorReporter';
import { ErrorTextsProvider } from '@/components/errors/ErrorTexts';
import { editionParam } from '@/lib/routing';
import { errorTexts } from '@/lib/shell.server';

// A layout below the root one, so the not-found boundary beside it renders inside the resolved root layout
// (server-rendered, with the edition's <html lang>) rather than as a client-only error document. It hands the
// error snippet's generic texts and the edition's home page to the error boundary below it.
export default async function FrontendLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ edition: string }>;
}) {
  const edition = editionParam((await params).edition) ?? 'en';
  const texts = { ...(await errorTexts(edition, 'generic')), homeHref: routePath(edition, 'home') ?? '/' };
  return (
    <>
      <ErrorTextsProvider texts={texts}>{children}</ErrorTextsProvider>
      <ErrorReporter />
    </>
  );
}
