import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/robots';
import { SHOP_BASE_URL } from '@/lib/site';

// The public origin is read when a crawler asks, not baked in at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(SHOP_BASE_URL);
}
