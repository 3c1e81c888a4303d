import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EntryPage } from '@/components/content/EntryPage';
import { loadCataloguePage, seoUrlOf } from '@/lib/entry.server';
import { provideRequestI18n } from '@/lib/i18n.server';
import { DEFAULT_LISTING_STATE } from '@/lib/listing';
import { deviceParam, editionParam } from '@/lib/routing';
import { entryMetadata } from '@/lib/seo/entry-metadata';

type Props = { params: Promise<{ edition: string; device: string; seoUrl: string[] }> };

// Rendered on the first request of each path and kept (ISR); the content is fetched again in the background
// after five minutes (a literal: Next reads segment config statically; the fetches use the same period,
// LIFETIMES.catalogue in lib/lifetimes.ts). Nothing here reads the request: one rendering serves every shopper.
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function resolve({ params }: Props) {
  const { edition: key, device: deviceKey, seoUrl } = await params;
  const edition = editionParam(key) ?? notFound();
  const device = deviceParam(deviceKey) ?? notFound();
  const path = seoUrlOf(seoUrl);
  return { edition, path, device, page: await loadCataloguePage(edition, path, device) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { edition, path, page } = await resolve(props);
  return page ? entryMetadata(edition, page, path, DEFAULT_LISTING_STATE) : {};
}

/** The entry route of the shared catalogue: a content path in its default state, for one page-size rule. */
export default async function CatalogueEntry(props: Props) {
  const { edition, path, device, page } = await resolve(props);
  if (!page) notFound();
  await provideRequestI18n(edition);
  return (
    <EntryPage edition={edition} page={page} path={path} state={DEFAULT_LISTING_STATE} device={device} />
  );
}
