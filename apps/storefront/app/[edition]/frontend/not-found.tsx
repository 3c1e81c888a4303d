import { routePath } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { EDITION_HEADER, editionParam } from '@/lib/routing';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Page not found (spec §8): translated texts, 'go back' and 'home page', noindex. */
export default async function NotFound() {
  const edition = await currentEdition();
  const intl = await getIntl(edition);
  return (
    <main className="error-page">
      <h1>{intl.t('error.notFound.heading')}</h1>
      <p>{intl.t('error.notFound.content')}</p>
      <p>{intl.t('error.notFound.hint')}</p>
      <p className="error-page__actions">
        <a href={routePath(edition, 'home') ?? '/'}>{intl.t('ERROR_PAGE_HOMEPAGE')}</a>
      </p>
    </main>
  );
}

/** not-found receives no params: the proxy tells the edition in a request header. */
async function currentEdition() {
  return editionParam((await headers()).get(EDITION_HEADER) ?? '') ?? 'en';
}
