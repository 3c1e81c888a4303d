// The product and bundle pages' client parts below the fold, one chunk that only those pages load (see
// ProductIslands.tsx).
export { ProductReviews } from '@shop/ui';
export { AccessoryAddToCart } from '../product/AccessoryAddToCart';
export { BundleAddClient } from '../product-engagement/BundleAddClient';
export { ReviewFormClient } from '../product-engagement/ReviewFormClient';
