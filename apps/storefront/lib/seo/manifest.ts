import type { Metadata, MetadataRoute } from 'next';

/** The largest icon, also the organization's logo in structured data. */
export const BRAND_LOGO_PATH = '/icon-512.png';

/** The icons of the web manifest, written by scripts/icons.mjs into public/. */
export const MANIFEST_ICONS: NonNullable<MetadataRoute.Manifest['icons']> = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: BRAND_LOGO_PATH, sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * The tab and home-screen icons, files of public/ written by scripts/icons.mjs: served as static files, without the
 * route handler a metadata file (`app/icon.svg`) costs on every request. The same for every edition.
 */
export const PAGE_ICONS = {
  icon: [
    { url: '/favicon.ico', sizes: '48x48', type: 'image/x-icon' },
    { url: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
  apple: [{ url: '/apple-icon.png', sizes: '180x180', type: 'image/png' }],
} satisfies Metadata['icons'];

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
