'use client';

import { type EditionKey, getEdition, routePath } from '@shop/editions';
import { FavoritesFlyout, Toaster } from '@shop/ui';
import { quickAddAction } from './QuickAddToCart';
import { useFavoriteProducts } from './useFavoriteProducts';
import { useFavoriteRemoval } from './useFavoriteRemoval';

/** The header's wishlist flyout with its products, looked up while it is open, and the removal's undo toast. */
export function FavoritesFlyoutList({
  edition,
  open,
  onClose,
}: {
  edition: EditionKey;
  open: boolean;
  onClose: () => void;
}) {
  const { ids, products, status, retry } = useFavoriteProducts(edition, open);
  const removal = useFavoriteRemoval((id) => products.find((product) => product.id === id)?.title ?? '');
  return (
    <>
      <FavoritesFlyout
        open={open}
        onClose={onClose}
        favoritesUrl={getEdition(edition).favoritesRoute}
        products={products}
        status={status}
        loadingCount={Math.min(Math.max(ids.length, 1), 4)}
        onRetry={retry}
        onRemove={removal.remove}
        renderAction={quickAddAction(products)}
        continueHref={routePath(edition, 'home') ?? '/'}
      />
      <Toaster toasts={removal.toasts} onDismiss={removal.dismiss} duration={10_000} />
    </>
  );
}
