import { contentClient, dataOrThrow } from '@/lib/context.server';
import { CACHE_TAGS, keptFor, LIFETIMES } from '@/lib/lifetimes';
import { editionOfSitemapFile, sitemapUrls, urlsetXml } from '@/lib/seo/sitemap';
import { SHOP_BASE_URL } from '@/lib/site';

// Rendered on the first request of each edition and again in the background once LIFETIMES.sitemap old (a literal:
// Next reads segment config statically; lib/lifetimes.test.ts checks it).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** An edition's sitemap (`/sitemap/de.xml`): every page, category, product and bundle with its hreflang alternates. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const edition = editionOfSitemapFile((await params).file);
  if (!edition) return new Response('No such sitemap', { status: 404 });
  const entries = dataOrThrow(
    await contentClient(edition).sitemapEntries({}, keptFor(LIFETIMES.sitemap, [CACHE_TAGS.sitemap])),
  );
  return new Response(urlsetXml(sitemapUrls(SHOP_BASE_URL, entries)), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
