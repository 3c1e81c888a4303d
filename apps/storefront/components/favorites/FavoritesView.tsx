'use client';

import { type EditionKey, routePath } from '@shop/editions';
import { FavoritesList, Toaster } from '@shop/ui';
import { QueryProvider } from '../query/QueryProvider';
import { quickAddAction } from './QuickAddToCart';
import { useFavoriteProducts } from './useFavoriteProducts';
import { useFavoriteRemoval } from './useFavoriteRemoval';

/** The favorites page's list: the stored ids looked up in the edition, add to cart, removal with undo. */
export function FavoritesView({ edition }: { edition: EditionKey }) {
  return (
    <QueryProvider>
      <FavoritesPageList edition={edition} />
    </QueryProvider>
  );
}

function FavoritesPageList({ edition }: { edition: EditionKey }) {
  const { ids, products, status, retry } = useFavoriteProducts(edition);
  const removal = useFavoriteRemoval((id) => products.find((product) => product.id === id)?.title ?? '');
  return (
    <>
      <FavoritesList
        products={products}
        status={status}
        loadingCount={Math.max(ids.length, 1)}
        onRetry={retry}
        onRemove={removal.remove}
        renderAction={quickAddAction(products)}
        continueHref={routePath(edition, 'home') ?? '/'}
      />
      {/* Kept until dismissed or replaced: an undo that vanished while being reached for would be useless. */}
      <Toaster toasts={removal.toasts} onDismiss={removal.dismiss} duration={10_000} />
    </>
  );
}
