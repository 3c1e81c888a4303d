import { COMPARE_IDS_PARAM, compareIdsOf } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { ComparisonTable } from '@shop/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { QuickAddToCart } from '@/components/favorites/QuickAddToCart';
import { loadComparison } from '@/lib/favorites/comparison.server';
import { provideRequestI18n } from '@/lib/i18n.server';
import type { Query } from '@/lib/listing';
import { editionParam } from '@/lib/routing';

type Props = { params: Promise<{ edition: string }>; searchParams: Promise<Query> };

async function idsOf(searchParams: Promise<Query>): Promise<string[]> {
  const value = (await searchParams)[COMPARE_IDS_PARAM];
  return compareIdsOf(Array.isArray(value) ? value.join(',') : value);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const edition = editionParam((await params).edition) ?? notFound();
  const intl = await getIntl(edition);
  return { title: intl.t('compare.title'), robots: { index: false, follow: true } };
}

/**
 * The product comparison (spec §2.3): the products the link names (`?ids=12,40,41`, so it can be shared) side by
 * side, rendered on the server; highlight differences and hide equal rows in the browser.
 */
export default async function Compare({ params, searchParams }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  const intl = await provideRequestI18n(edition);
  const comparison = await loadComparison(edition, await idsOf(searchParams));
  return (
    <main className="page">
      <h1>{intl.t('compare.title')}</h1>
      {comparison.products.length === 0 ? (
        <p>{intl.t('compare.empty')}</p>
      ) : (
        <ComparisonTable
          products={comparison.products}
          removeHrefs={comparison.removeHrefs}
          actions={Object.fromEntries(
            comparison.products.map((product) => [
              product.id,
              <QuickAddToCart key={product.id} product={product} />,
            ]),
          )}
        />
      )}
    </main>
  );
}
