'use client';

import { useT } from '@shop/i18n/react';
import { useAddToCart } from '@shop/session/react';
import { AddToCartButton, LinkButton } from '@shop/ui';
import type { ProductTileData } from '@shop/ui/model';
import { useCatalogueMode } from '@/components/shell/CatalogueMode';
import { cartErrorMessageId } from '@/lib/cart';
import type { QuickAddProduct } from '@/lib/favorites/quick-add';

/**
 * Add to cart from the favorites and the comparison: one click for a product without sizes (the variant-choice
 * rule picks the variant); a product with sizes links to its page to choose one. The cart flyout opens on success.
 */
export function QuickAddToCart({ product }: { product: Pick<QuickAddProduct, 'url' | 'add' | 'needsSize'> }) {
  const t = useT();
  const catalogueMode = useCatalogueMode();
  const addToCart = useAddToCart();
  // Catalogue mode (§4): products are shown, nothing can be ordered.
  if (catalogueMode) return null;
  if (product.needsSize) {
    return (
      <LinkButton href={product.url} variant="primary">
        {t('favorites.viewProduct')}
      </LinkButton>
    );
  }
  const { add } = product;
  return (
    <div className="quick-add">
      <AddToCartButton
        disabled={add === null}
        pending={addToCart.isPending}
        onAdd={() =>
          add &&
          addToCart.mutate({ merchandiseId: add.merchandiseId, quantity: 1, attributes: add.attributes })
        }
      />
      {addToCart.error ? (
        <p role="alert" className="quick-add__error">
          {t(cartErrorMessageId(addToCart.error.kind, 'add'))}
        </p>
      ) : null}
    </div>
  );
}

/** The favorites list's `renderAction`: each listed product's add to cart, from the looked-up products. */
export function quickAddAction(products: readonly QuickAddProduct[]) {
  return (tile: ProductTileData) => {
    const product = products.find((candidate) => candidate.id === tile.id);
    return product ? <QuickAddToCart product={product} /> : null;
  };
}
