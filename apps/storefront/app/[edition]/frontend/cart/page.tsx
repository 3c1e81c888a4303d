import { routePath } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { SnippetNotes } from '@shop/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CartView } from '@/components/cart/CartView';
import { checkoutRoutesOf } from '@/lib/account-routes';
import { provideRequestI18n } from '@/lib/i18n.server';
import { editionParam } from '@/lib/routing';
import { cartNotesOf, storefrontSettings } from '@/lib/shell.server';

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
  // The page's own texts (the notes' label): a client navigation renders the page without the layout that sets them.
  const [settings, notes, intl] = await Promise.all([
    storefrontSettings(edition),
    cartNotesOf(edition, 'cart-snippets'),
    provideRequestI18n(edition),
  ]);
  if (settings?.catalogueMode) {
    return (
      <main className="page">
        <h1>{intl.t('cart.title')}</h1>
        <p role="status">{intl.t('shell.catalogueMode')}</p>
      </main>
    );
  }
  return (
    <main className="page page--from-session">
      {/* Above the cart: below it, the notes moved when the loaded cart replaced its skeleton. */}
      <SnippetNotes notes={notes} />
      <CartView
        edition={edition}
        homeHref={routePath(edition, 'home') ?? '/'}
        checkoutRoutes={checkoutRoutesOf(edition)}
      />
    </main>
  );
}
