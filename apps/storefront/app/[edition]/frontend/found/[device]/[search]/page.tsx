import { SEARCH_PHRASE_PARAM } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchResults } from '@/components/search/SearchResults';
import { provideRequestI18n } from '@/lib/i18n.server';
import { listingStateFromQuery, queryOf } from '@/lib/listing';
import { deviceParam, editionParam, searchParam } from '@/lib/routing';
import { searchFor, searchMetadata } from '@/lib/search.server';

type Props = { params: Promise<{ edition: string; device: string; search: string }> };

// The results for a phrase are the same for every shopper, so they are kept per phrase, listing state and page
// size for a minute (a literal: Next reads segment config statically; LIFETIMES.search in lib/lifetimes.ts
// says the same). Nothing here reads the request.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function resolve({ params }: Props) {
  const { edition: key, device: deviceKey, search } = await params;
  const edition = editionParam(key) ?? notFound();
  const device = deviceParam(deviceKey) ?? notFound();
  const query = new URLSearchParams(searchParam(search) ?? notFound());
  return {
    edition,
    device,
    phrase: query.get(SEARCH_PHRASE_PARAM) ?? '',
    state: listingStateFromQuery(queryOf(query)),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { edition, phrase } = await resolve(props);
  return searchMetadata(edition, phrase);
}

/** The kept search: a phrase in a listing state, per page size (the proxy sends a search with a phrase here). */
export default async function FoundSearch(props: Props) {
  const { edition, device, phrase, state } = await resolve(props);
  await provideRequestI18n(edition);
  const result = await searchFor(edition, phrase, state, device, 'everyone');
  return <SearchResults phrase={phrase} state={state} result={result} device={device} />;
}
