'use client';

import type { BundleDetail } from '@shop/content-client';
import { COOKIES } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { documentCookies } from '@shop/session';
import { useAddToCart } from '@shop/session/react';
import { Button } from '@shop/ui';
import { AddToCartFailure } from '@/components/cart/AddToCartFailure';
import { useCatalogueMode } from '@/components/shell/CatalogueMode';
import { cartLineAttributes } from '@/lib/product';

/** Days the `bundle` cookie (spec §9) remembers the bundle the shopper put in the cart. */
const BUNDLE_COOKIE_DAYS = 30;

/** Puts every product of the bundle into the cart in one call (one cartLinesAdd) and sets the `bundle` cookie. */
export function BundleAddClient({ bundle }: { bundle: BundleDetail }) {
  const t = useT();
  const catalogueMode = useCatalogueMode();
  const addToCart = useAddToCart();
  const lines = bundle.items.flatMap((item) => {
    const variant = item.product.variants.find((candidate) => candidate.id === item.variantId);
    return variant
      ? [
          {
            merchandiseId: variant.id,
            quantity: item.quantity,
            attributes: { ...cartLineAttributes(item.product, variant), _bundle: bundle.id },
          },
        ]
      : [{ merchandiseId: item.variantId, quantity: item.quantity, attributes: { _bundle: bundle.id } }];
  });
  const add = () =>
    addToCart.mutate(lines, {
      onSuccess: () => {
        documentCookies().set(
          COOKIES.bundle,
          bundle.id,
          new Date(Date.now() + BUNDLE_COOKIE_DAYS * 24 * 60 * 60 * 1000),
        );
      },
    });
  // Catalogue mode (§4): products are shown, nothing can be ordered.
  if (catalogueMode) return null;
  return (
    <>
      <Button variant="primary" loading={addToCart.isPending} onClick={add} disabled={lines.length === 0}>
        {t('bundle.addToCart')}
      </Button>
      <p role="status" className="bundle-added">
        {addToCart.isSuccess ? t('bundle.added') : null}
      </p>
      <AddToCartFailure addToCart={addToCart} />
    </>
  );
}
