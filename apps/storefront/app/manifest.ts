import type { MetadataRoute } from 'next';
import { webManifest } from '@/lib/seo/manifest';
import { BRAND_NAME } from '@/lib/site';

export default function manifest(): MetadataRoute.Manifest {
  return webManifest(BRAND_NAME);
}
