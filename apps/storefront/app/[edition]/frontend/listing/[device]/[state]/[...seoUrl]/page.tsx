import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EntryPage } from '@/components/content/EntryPage';
import { loadCataloguePage, seoUrlOf } from '@/lib/entry.server';
import { provideRequestI18n } from '@/lib/i18n.server';
import { listingStateFromQuery, queryOf } from '@/lib/listing';
import { deviceParam, editionParam, listingStateParam } from '@/lib/routing';
import { entryMetadata } from '@/lib/seo/entry-metadata';

type Props = { params: Promise<{ edition: string; device: string; state: string; seoUrl: string[] }> };

// A listing in a sorted, filtered or load-more state is the same for every shopper, so it is kept like a
// catalogue page, per state and page size, for a minute (a literal: Next reads segment config statically; the
// fetches use the same period, LIFETIMES.listing in lib/lifetimes.ts). Nothing here reads the request.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function resolve({ params }: Props) {
  const { edition: key, device: deviceKey, state: stateKey, seoUrl } = await params;
  const edition = editionParam(key) ?? notFound();
  const device = deviceParam(deviceKey) ?? notFound();
  const listing = listingStateParam(stateKey) ?? notFound();
  const path = seoUrlOf(seoUrl);
  const state = listingStateFromQuery(queryOf(new URLSearchParams(listing)));
  return { edition, path, state, device, page: await loadCataloguePage(edition, path, device, listing) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { edition, path, page, state } = await resolve(props);
  return page ? entryMetadata(edition, page, path, state) : {};
}

/** The kept entry route of a listing state: a content path with a sort, filters or load-more steps, per page size. */
export default async function ListingEntry(props: Props) {
  const { edition, path, page, state, device } = await resolve(props);
  if (!page) notFound();
  await provideRequestI18n(edition);
  return <EntryPage edition={edition} page={page} path={path} state={state} device={device} />;
}
