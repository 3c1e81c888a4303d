import { SEARCH_PHRASE_PARAM } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchResults } from '@/components/search/SearchResults';
import { storefrontContext } from '@/lib/context.server';
import { provideRequestI18n } from '@/lib/i18n.server';
import { listingStateFromQuery, type Query } from '@/lib/listing';
import { editionParam } from '@/lib/routing';
import { searchFor, searchMetadata } from '@/lib/search.server';

type Props = { params: Promise<{ edition: string }>; searchParams: Promise<Query> };

async function phraseOf(searchParams: Promise<Query>): Promise<string> {
  const value = (await searchParams)[SEARCH_PHRASE_PARAM];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const edition = editionParam((await params).edition) ?? notFound();
  return searchMetadata(edition, await phraseOf(searchParams));
}

/**
 * The search rendered per request: without a phrase, and for a shopper in an A/B experiment (the proxy sends
 * the others to the kept search route, `found`).
 */
export default async function Search({ params, searchParams }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  const phrase = await phraseOf(searchParams);
  await provideRequestI18n(edition);
  const state = listingStateFromQuery(await searchParams);
  const device = await storefrontContext(edition).device();
  // A shopper in an experiment gets answers of their own: asked with their constraints, never kept.
  const result = await searchFor(edition, phrase, state, device, 'shopper');
  return <SearchResults phrase={phrase} state={state} result={result} device={device} />;
}
