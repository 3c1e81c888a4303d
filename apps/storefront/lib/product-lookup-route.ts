import { EDITION_KEYS, type EditionKey } from '@shop/editions';
import { z } from 'zod';
import { RouteError } from '@/server/http/errors';
import { queryRoute } from '@/server/http/route';
import { logLine } from '@/server/log';
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
 * `lookup`, never cached, since prices and stock must be current. A bad query answers 400 and a failing content
 * service 502, each as `{error: {code, message}}`. Products the service no longer knows are left out.
 */
export function productLookupRoute<T>(
  name: string,
  lookup: (edition: EditionKey, ids: string[]) => Promise<T[]>,
) {
  return queryRoute({
    name,
    // A page asks once for its favorites or a moved cart's lines; a shopper never comes near it.
    rateLimit: { limit: 120, windowSeconds: 60 },
    query,
    async handle({ edition, ids }) {
      try {
        const products = await lookup(edition, ids);
        return Response.json({ products }, { headers: { 'cache-control': 'private, no-store' } });
      } catch (error) {
        logLine('error', 'product lookup failed', { route: name, edition, error });
        throw new RouteError(502, 'unavailable');
      }
    },
  });
}
