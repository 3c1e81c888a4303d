import { lookupQuickAddProducts } from '@/lib/favorites/lookup.server';
import { productLookupRoute } from '@/lib/product-lookup-route';

/** GET /api/products?edition=de&ids=12,40: the products of the favorites page and flyout, with current prices and stock. */
export const GET = productLookupRoute('product lookup', lookupQuickAddProducts);
