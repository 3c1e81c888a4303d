'use client';

import dynamic from 'next/dynamic';

// The catalogue route renders every page type, and Next loads all client modules a route's server components
// name up front: through these wrappers a product page's client code is a chunk of its own that only product and
// bundle pages load. Each still renders on the server (the gallery's main image too, with its high fetch
// priority); its hydration waits for the chunk, which the page preloads in its head.
export const AccessoryAddToCart = dynamic(() =>
  import('./product-parts').then((parts) => parts.AccessoryAddToCart),
);
export const BackInStockClient = dynamic(() =>
  import('./product-parts').then((parts) => parts.BackInStockClient),
);
export const BundleAddClient = dynamic(() =>
  import('./product-parts').then((parts) => parts.BundleAddClient),
);
export const Gallery = dynamic(() => import('./product-parts').then((parts) => parts.Gallery));
export const ProductPurchaseClient = dynamic(() =>
  import('./product-parts').then((parts) => parts.ProductPurchaseClient),
);
export const ProductReviews = dynamic(() => import('./product-parts').then((parts) => parts.ProductReviews));
export const ReviewFormClient = dynamic(() =>
  import('./product-parts').then((parts) => parts.ReviewFormClient),
);
