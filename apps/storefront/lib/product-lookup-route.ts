import { EDITION_KEYS, type EditionKey } from '@shop/editions';
import { type NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { FAVORITES_LOOKUP_MAX } from './favorites/lookup';

/** The query of the browser's product lookups (`/api/products…`): an edition and 1 to 100 product ids. */
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
 * A GET route of the browser's product lookups (spec §7): `?edition=de&ids=12,40` answers `{products}` from
 * `lookup`, never cached, since prices and stock must be current. A bad request answers 400 with a message, a
 * failing content service 502. Products the service no longer knows are left out.
 */
export function productLookupRoute<T>(
  name: string,
  lookup: (edition: EditionKey, ids: string[]) => Promise<T[]>,
) {
  return async function GET(request: NextRequest) {
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
      const products = await lookup(edition, ids);
      return NextResponse.json({ products }, { headers: { 'cache-control': 'private, no-store' } });
    } catch (error) {
      console.error(`[storefront] ${name} of ${edition} failed`, error);
      return NextResponse.json({ message: 'The product lookup is unavailable' }, { status: 502 });
    }
  };
}
