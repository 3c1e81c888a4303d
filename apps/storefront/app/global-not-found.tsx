import { getEdition, storeHomePath } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { chosenStore } from '@/lib/routing';
import { BRAND_NAME } from '@/lib/site';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Paths no edition owns (spec §2.1: the first segment names the edition). Said in the language of the store the
 * store-choice rule picks for this shopper (the country they chose before, else the one detected), with a link to
 * that store's home. It has none of an edition's shell: it is its own document.
 */
export default async function GlobalNotFound() {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const key = chosenStore({
    query: new URLSearchParams(),
    cookie: (name) => cookieStore.get(name)?.value,
    header: (name) => headerList.get(name),
  });
  const intl = await getIntl(key);
  const heading = intl.t('error.notFound.heading');
  return (
    <html lang={getEdition(key).locale}>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: '40rem',
          margin: '4rem auto',
          padding: '0 1rem',
        }}
      >
        <title>{`${heading} | ${BRAND_NAME}`}</title>
        <main>
          <h1>{heading}</h1>
          <p>{intl.t('error.notFound.content')}</p>
          <p>
            <a href={storeHomePath(key)}>{intl.t('ERROR_PAGE_HOMEPAGE')}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
