import { EDITION_KEYS, LIMITS } from '@shop/editions';
import { z } from 'zod';
import { MAX_SUGGEST_PHRASE, toSearchSuggestions } from '@/lib/autosuggest';
import { contentClient } from '@/lib/context.server';
import { BROWSER_LIFETIMES, CACHE_TAGS, keptFor, LIFETIMES } from '@/lib/lifetimes';
import { RouteError } from '@/server/http/errors';
import { queryRoute } from '@/server/http/route';
import { logLine } from '@/server/log';

/**
 * GET /api/autosuggest?edition=de&q=waage: the header's suggestions (spec §9: four products, and categories), from
 * the content service's autosuggest, kept five minutes. A bad query answers 400 and a failing service 502, each
 * as `{error: {code, message}}`; the header then shows no suggestions and the search itself still works.
 */
export const GET = queryRoute({
  name: 'autosuggest',
  // A shopper's typing pauses (500 ms each) stay far below it.
  rateLimit: { limit: 120, windowSeconds: 60 },
  query: z.object({
    edition: z.enum(EDITION_KEYS),
    q: z.string().trim().min(1).max(MAX_SUGGEST_PHRASE),
  }),
  async handle({ edition, q }) {
    const { data, error } = await contentClient(edition).autosuggest(
      { phrase: q, count: LIMITS.suggestions },
      keptFor(LIFETIMES.suggestions, [CACHE_TAGS.search]),
    );
    if (error) {
      logLine('error', 'autosuggest failed', { edition, error });
      throw new RouteError(502, 'unavailable');
    }
    return Response.json(toSearchSuggestions(q, data), {
      headers: { 'cache-control': `public, max-age=${BROWSER_LIFETIMES.suggestions}` },
    });
  },
});
