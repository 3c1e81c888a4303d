'use client';

import dynamic from 'next/dynamic';

// The catalogue route renders every page type, and Next loads all client modules a route's server components
// name up front: through these wrappers a product page's client code is a chunk of its own that only product and
// bundle pages load. Each still renders on the server; its hydration waits for the chunk (preloaded in the head),
// so the purchase and back-in-stock controls above the fold stay in the route's own chunks.
export const AccessoryAddToCart = dynamic(() =>
  import('./product-parts').then((parts) => parts.AccessoryAddToCart),
);
export const BundleAddClient = dynamic(() =>
  import('./product-parts').then((parts) => parts.BundleAddClient),
);
export const ProductReviews = dynamic(() => import('./product-parts').then((parts) => parts.ProductReviews));
export const ReviewFormClient = dynamic(() =>
  import('./product-parts').then((parts) => parts.ReviewFormClient),
);
