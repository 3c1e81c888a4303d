'use client';

import type { Cart } from '@shop/shop-client';
import { useEffect, useRef } from 'react';
import { pushEcommerce } from '@/lib/tracking/data-layer.client';
import { trackingItemOfLine } from '@/lib/tracking/item';

/** view_cart once per visit of the cart page, when the stored cart has loaded. */
export function useTrackCartView(ready: boolean, cart: Cart | null, brand: string) {
  const viewed = useRef(false);
  useEffect(() => {
    if (!ready || viewed.current) return;
    viewed.current = true;
    pushEcommerce(
      'view_cart',
      (cart?.lines ?? []).map((line) => trackingItemOfLine(line, brand)),
    );
  }, [ready, cart, brand]);
}
