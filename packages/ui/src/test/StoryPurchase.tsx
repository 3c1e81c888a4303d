'use client';

import { useState } from 'react';
import { ProductPurchase } from '../product/ProductPurchase';

/** A purchase box with its size state, for stories: in the app this is a client wrapper of its own too. */
export function StoryPurchase() {
  const [size, setSize] = useState<string | null>(null);
  return (
    <ProductPurchase
      sizes={[
        { id: 's', label: 'S (17–22 cm)', available: true },
        { id: 'm', label: 'M (22–42 cm)', available: true },
        { id: 'l', label: 'L (32–48 cm)', available: false },
      ]}
      selectedSizeId={size}
      onSizeChange={setSize}
      onAddToCart={() => {}}
      availability="inStock"
      purchaseLimit={3}
    />
  );
}
