import { isEditionKey, LIMITS } from '@shop/editions';
import { type NextRequest, NextResponse } from 'next/server';
import { MAX_SUGGEST_PHRASE, toSearchSuggestions } from '@/lib/autosuggest';
import { CACHE_TAGS } from '@/lib/cache-tags';
import { contentClient } from '@/lib/content.server';

/**
 * GET /api/autosuggest?edition=de&q=waage: the header's suggestions (spec §9: four products, and categories), from
 * the content service's autosuggest, kept five minutes. A bad request answers 400 with a message, a failing
 * service 502; the header then shows no suggestions and the search itself still works.
 */
export async function GET(request: NextRequest) {
  const edition = request.nextUrl.searchParams.get('edition') ?? '';
  const phrase = (request.nextUrl.searchParams.get('q') ?? '').trim();
  if (!isEditionKey(edition)) {
    return NextResponse.json({ message: `Unknown edition "${edition.slice(0, 20)}"` }, { status: 400 });
  }
  if (phrase === '' || phrase.length > MAX_SUGGEST_PHRASE) {
    return NextResponse.json(
      { message: `q must be a search phrase of 1 to ${MAX_SUGGEST_PHRASE} characters` },
      { status: 400 },
    );
  }
  try {
    const result = await contentClient(edition).autosuggest(
      { phrase, count: LIMITS.suggestions },
      { next: { revalidate: 300, tags: [CACHE_TAGS.search] } },
    );
    return NextResponse.json(toSearchSuggestions(phrase, result), {
      headers: { 'cache-control': 'public, max-age=60' },
    });
  } catch (error) {
    console.error(`[storefront] autosuggest of ${edition} failed`, error);
    return NextResponse.json({ message: 'Suggestions are unavailable' }, { status: 502 });
  }
}
