'use client';

import { type EditionKey, getEdition, routePath } from '@shop/editions';
import { FavoritesFlyout, loadDialog, Toaster } from '@shop/ui';
import { QueryProvider } from '../query/QueryProvider';
import { quickAddAction } from './QuickAddToCart';
import { useFavoriteProducts } from './useFavoriteProducts';
import { useFavoriteRemoval } from './useFavoriteRemoval';

type FlyoutProps = { edition: EditionKey; open: boolean; onClose: () => void };

// The flyout opens as soon as this island is there: its dialog's code loads alongside, not after it.
void loadDialog();

/**
 * The header's wishlist flyout with its products, looked up while it is open, and the removal's undo toast; loaded
 * when it first opens, with TanStack Query for its lookup.
 */
export function FavoritesFlyoutList(props: FlyoutProps) {
  return (
    <QueryProvider>
      <FlyoutWithProducts {...props} />
    </QueryProvider>
  );
}

function FlyoutWithProducts({ edition, open, onClose }: FlyoutProps) {
  const { ids, products, status, retry } = useFavoriteProducts(edition, open);
  const removal = useFavoriteRemoval((id) => products.find((product) => product.id === id)?.title ?? '');
  // The removal's Undo lives in the drawer while it is open (the page behind a modal drawer cannot be reached), and
  // on the page once it is closed.
  const toaster = <Toaster toasts={removal.toasts} onDismiss={removal.dismiss} duration={10_000} />;
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
        notices={open ? toaster : null}
      />
      {open ? null : toaster}
    </>
  );
}
