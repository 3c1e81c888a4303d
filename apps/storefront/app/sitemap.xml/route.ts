import { BROWSER_LIFETIMES } from '@/lib/lifetimes';
import { sitemapIndexXml } from '@/lib/seo/sitemap';
import { SHOP_BASE_URL } from '@/lib/site';

// The public origin is read when a crawler asks, not baked in at build time.
export const dynamic = 'force-dynamic';

/** The sitemap index: one sitemap per edition. */
export function GET(): Response {
  return new Response(sitemapIndexXml(SHOP_BASE_URL), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': `public, max-age=0, s-maxage=${BROWSER_LIFETIMES.sitemapIndex}, stale-while-revalidate`,
    },
  });
}
