'use client';

import type { ProductDetail } from '@shop/content-client';
import { useI18n } from '@shop/i18n/react';
import { useSession } from '@shop/session/react';
import { ProductPurchase, Toaster } from '@shop/ui';
import type { ToastData } from '@shop/ui/model';
import { useState } from 'react';
import { cartLineAttributes, chooseVariant } from '@/lib/product';

/**
 * Size choice and add to cart of a product page. With sizes, the shopper must choose one (a size asked for in
 * the URL is preselected); without, the variant-choice rule picks the variant. A failed add leaves the cart as
 * it was and says so.
 */
export function ProductPurchaseClient({
  product,
  requestedVariantId,
}: {
  product: ProductDetail;
  requestedVariantId?: string | null;
}) {
  const session = useSession();
  const { t } = useI18n();
  const hasSizes = product.sizes.length > 0;
  const [sizeId, setSizeId] = useState<string | null>(
    hasSizes
      ? (product.sizes.find((size) => size.variantId === requestedVariantId && size.available)?.variantId ??
          null)
      : null,
  );
  const [pending, setPending] = useState(false);
  const [toasts, setToasts] = useState<ToastData[]>([]);

  async function add(chosenSizeId: string | null) {
    const variant = hasSizes
      ? product.variants.find((candidate) => candidate.id === chosenSizeId)
      : chooseVariant(product.variants, requestedVariantId);
    if (!variant) return;
    setPending(true);
    const result = await session.adapter.cart.addItem({
      merchandiseId: variant.id,
      quantity: 1,
      attributes: cartLineAttributes(product, variant),
    });
    setPending(false);
    if (result.error) {
      setToasts((list) => [...list, { id: String(Date.now()), message: t('error.cart.add'), tone: 'error' }]);
    }
  }

  return (
    <>
      <ProductPurchase
        sizes={product.sizes.map((size) => ({
          id: size.variantId,
          label: size.title,
          available: size.available,
        }))}
        selectedSizeId={sizeId}
        onSizeChange={setSizeId}
        onAddToCart={add}
        pending={pending}
        availability={product.availability}
        purchaseLimit={product.purchaseLimit}
      />
      <Toaster
        toasts={toasts}
        onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))}
      />
    </>
  );
}
