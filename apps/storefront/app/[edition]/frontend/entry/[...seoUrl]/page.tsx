import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EntryPage } from '@/components/content/EntryPage';
import { storefrontContext } from '@/lib/context.server';
import { loadEntry, seoUrlOf } from '@/lib/entry.server';
import { provideRequestI18n } from '@/lib/i18n.server';
import { listingQuery, listingStateFromQuery, type Query } from '@/lib/listing';
import { editionParam } from '@/lib/routing';
import { entryMetadata } from '@/lib/seo/entry-metadata';

type Props = {
  params: Promise<{ edition: string; seoUrl: string[] }>;
  searchParams: Promise<Query>;
};

async function resolve({ params, searchParams }: Props) {
  const { edition: key, seoUrl } = await params;
  const edition = editionParam(key) ?? notFound();
  const query = await searchParams;
  const state = listingStateFromQuery(query);
  const path = seoUrlOf(seoUrl);
  const bundleId = typeof query.redirectBundleId === 'string' ? query.redirectBundleId || null : null;
  const page = await loadEntry(edition, path, listingQuery(state).toString(), bundleId);
  return { edition, query, state, path, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { edition, path, page, state } = await resolve(props);
  return page ? entryMetadata(edition, page, path, state) : {};
}

/**
 * The entry route rendered per request: content paths with a variant, a bundle or a manuals filter in the query,
 * and every page of a shopper in an experiment (the proxy sends the others to the kept catalogue and listing
 * routes).
 */
export default async function Entry(props: Props) {
  const { edition, query, state, path, page } = await resolve(props);
  if (!page) notFound();
  await provideRequestI18n(edition);
  const variant = typeof query.variant === 'string' ? query.variant : null;
  return (
    <EntryPage
      edition={edition}
      page={page}
      path={path}
      state={state}
      device={await storefrontContext(edition).device()}
      requestedVariantId={variant}
      query={query}
    />
  );
}
