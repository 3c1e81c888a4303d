import { currentProductLines } from '@/lib/cart-lines.server';
import { productLookupRoute } from '@/lib/product-lookup-route';

/**
 * GET /api/products/cart-lines?edition=de&ids=12,40: for a cart that moves to this edition (a country or language
 * switch, spec §4), the line attributes of each product's variants for sale here, in its language, pages and prices.
 */
export const GET = productLookupRoute('cart line lookup', currentProductLines);
