import { routePath } from '@shop/editions';
import { ErrorPage } from '@shop/ui';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { EDITION_HEADER, editionParam } from '@/lib/routing';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Page not found (spec §8): translated texts, 'go back' and 'home page', noindex. */
export default async function NotFound() {
  // not-found receives no params: the proxy tells the edition in a request header.
  const edition = editionParam((await headers()).get(EDITION_HEADER) ?? '') ?? 'en';
  return (
    <main className="page">
      <ErrorPage variant="notFound" homeHref={routePath(edition, 'home') ?? '/'} />
    </main>
  );
}
