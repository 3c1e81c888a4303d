import type { ContentImage } from '@shop/content-client';
import { type EditionKey, getEdition } from '@shop/editions';
import type { Metadata } from 'next';

/** Open Graph's locale form of an edition's locale: `de_DE`, `en_GB`; the global edition's `en`. */
export function openGraphLocale(edition: EditionKey): string {
  return getEdition(edition).locale.replace('-', '_');
}

export interface OpenGraphInput {
  edition: EditionKey;
  brandName: string;
  title: string;
  description: string;
  /** The page's canonical URL. */
  url: string | undefined;
  image?: ContentImage | null;
}

/** The Open Graph tags of a page: what a shared link shows (title, description, url, image, site name, locale). */
export function openGraph(input: OpenGraphInput): NonNullable<Metadata['openGraph']> {
  return {
    type: 'website',
    siteName: input.brandName,
    locale: openGraphLocale(input.edition),
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    ...(input.url ? { url: input.url } : {}),
    ...(input.image ? { images: [{ url: input.image.src, alt: input.image.alt }] } : {}),
  };
}
