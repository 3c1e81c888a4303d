import type { MetadataRoute } from 'next';

/** The largest icon, also the organization's logo in structured data. */
export const BRAND_LOGO_PATH = '/icon-512.png';

/** The icons of the web manifest, written by scripts/icons.mjs into public/. */
export const MANIFEST_ICONS: NonNullable<MetadataRoute.Manifest['icons']> = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: BRAND_LOGO_PATH, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The web manifest: the brand's name, its icons and colours (@shop/ui's primary colour and surface). */
export function webManifest(brandName: string): MetadataRoute.Manifest {
  return {
    name: brandName,
    short_name: brandName,
    start_url: '/',
    display: 'browser',
    theme_color: '#004f8c',
    background_color: '#ffffff',
    icons: MANIFEST_ICONS,
  };
}
