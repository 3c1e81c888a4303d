import { routePath } from '@shop/editions';
import { ErrorPage } from '@shop/ui';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { errorTexts } from '@/lib/content.server';
import { EDITION_HEADER, editionParam } from '@/lib/routing';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Page not found (spec §8): the error snippet's texts (translated defaults without), 'go back', 'home page', noindex. */
export default async function NotFound() {
  // not-found receives no params: the proxy tells the edition in a request header.
  const edition = editionParam((await headers()).get(EDITION_HEADER) ?? '') ?? 'en';
  const texts = await errorTexts(edition, 'not-found');
  return (
    <main className="page">
      <ErrorPage
        variant="notFound"
        heading={texts.heading}
        content={texts.content}
        homeHref={routePath(edition, 'home') ?? '/'}
      />
    </main>
  );
}
