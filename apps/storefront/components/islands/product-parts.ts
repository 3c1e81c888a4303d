// The product and bundle pages' client parts, one chunk that only those pages load (see ProductIslands.tsx).
export { Gallery, ProductReviews } from '@shop/ui';
export { AccessoryAddToCart } from '../product/AccessoryAddToCart';
export { ProductPurchaseClient } from '../product/ProductPurchaseClient';
export { BackInStockClient } from '../product-engagement/BackInStockClient';
export { BundleAddClient } from '../product-engagement/BundleAddClient';
export { ReviewFormClient } from '../product-engagement/ReviewFormClient';
