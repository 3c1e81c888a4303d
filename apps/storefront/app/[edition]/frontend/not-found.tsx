import { routePath } from '@shop/editions';
import { ErrorPage } from '@shop/ui';
import type { Metadata } from 'next';
import { edition as editionRootParam } from 'next/root-params';
import { provideRequestI18n } from '@/lib/i18n.server';
import { editionParam } from '@/lib/routing';
import { errorTexts } from '@/lib/shell.server';
import { BRAND_NAME } from '@/lib/site';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Page not found (spec §8): the error snippet's texts (translated defaults without), 'go back', 'home page', noindex. */
export default async function NotFound() {
  // not-found receives no params; the root layout's `[edition]` segment is a root param it can read (and reading
  // it, unlike a request header, keeps the cached catalogue pages' 404s cacheable).
  const edition = editionParam((await editionRootParam()) ?? '') ?? 'en';
  const [texts, intl] = await Promise.all([errorTexts(edition, 'not-found'), provideRequestI18n(edition)]);
  // The page's own heading when the snippet has none, as the error page shows it.
  const heading = texts.heading ?? intl.t('error.notFound.heading');
  return (
    <main className="page">
      {/* The page names itself in the tab too; React puts the title in the head (its metadata cannot: no params). */}
      <title>{`${heading} | ${BRAND_NAME}`}</title>
      <ErrorPage
        variant="notFound"
        heading={texts.heading}
        content={texts.content}
        homeHref={routePath(edition, 'home') ?? '/'}
      />
    </main>
  );
}
