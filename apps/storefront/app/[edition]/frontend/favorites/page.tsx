import { getIntl } from '@shop/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FavoritesView } from '@/components/favorites/FavoritesView';
import { editionParam } from '@/lib/routing';

type Props = { params: Promise<{ edition: string }> };

// The list lives in the shopper's browser (local storage), so the page renders its frame and the browser fills it.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const edition = editionParam((await params).edition) ?? notFound();
  const intl = await getIntl(edition);
  return { title: intl.t('favorites.title'), robots: { index: false, follow: true } };
}

/** The favorites page (spec §2.1 favorites route, §2.3): the stored favorites, looked up with current prices. */
export default async function Favorites({ params }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  const intl = await getIntl(edition);
  return (
    <main className="page page--from-session">
      <h1>{intl.t('favorites.title')}</h1>
      <FavoritesView edition={edition} />
    </main>
  );
}
