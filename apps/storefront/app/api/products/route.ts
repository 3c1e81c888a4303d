import { EDITION_KEYS } from '@shop/editions';
import { type NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { FAVORITES_LOOKUP_MAX } from '@/lib/favorites/lookup';
import { lookupQuickAddProducts } from '@/lib/favorites/lookup.server';

const query = z.object({
  edition: z.enum(EDITION_KEYS),
  ids: z
    .string()
    .max(FAVORITES_LOOKUP_MAX * 65)
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().regex(/^[\w-]{1,64}$/))
        .min(1)
        .max(FAVORITES_LOOKUP_MAX),
    ),
});

/**
 * GET /api/products?edition=de&ids=12,40: the browser's product lookup (spec §7) for the favorites page and flyout,
 * with current prices and availability; never cached, since prices and stock must be current. A bad request
 * answers 400 with a message, a failing content service 502. Products the service no longer knows are left out.
 */
export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) {
    return NextResponse.json(
      {
        message: `edition must be an edition and ids 1 to ${FAVORITES_LOOKUP_MAX} product ids, comma-separated`,
      },
      { status: 400 },
    );
  }
  const { edition, ids } = parsed.data;
  try {
    const products = await lookupQuickAddProducts(edition, ids);
    return NextResponse.json({ products }, { headers: { 'cache-control': 'private, no-store' } });
  } catch (error) {
    console.error(`[storefront] product lookup of ${edition} failed`, error);
    return NextResponse.json({ message: 'The product lookup is unavailable' }, { status: 502 });
  }
}
