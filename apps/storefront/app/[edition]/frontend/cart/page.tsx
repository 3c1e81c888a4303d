import { getIntl } from '@shop/i18n';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CartView } from '@/components/CartView';
import { editionParam } from '@/lib/routing';

type Props = { params: Promise<{ edition: string }> };

// Rendered per request like the cart it shows: a build-time rendering would bake in the header of a build that
// has no content service to ask.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const edition = editionParam((await params).edition) ?? notFound();
  const intl = await getIntl(edition);
  return { title: intl.t('cart.title'), robots: { index: false, follow: true } };
}

/** The cart page: the shopper's cart lives in the browser session, so the page renders it on the client. */
export default async function Cart({ params }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  return (
    <main className="page">
      <CartView edition={edition} />
    </main>
  );
}
