// Images: their media URLs with Shopify's transforms (sizes, crop, scale, format).
import { GraphQLError } from 'graphql';
import type { CatalogueImage } from '../../catalogue/read-model';
import { gid } from '../../floor/gid';
import { mediaUrl } from '../../floor/media';
import type { ShopContext } from '../context';
import type { ResolverMap } from '../schema';

type Ctx = ShopContext;

export interface ImageSource {
  __typename: 'Image';
  image: CatalogueImage;
  altText: string | null;
}

export const imageSource = (image: CatalogueImage, altText: string | null): ImageSource => ({
  __typename: 'Image',
  image,
  altText,
});

// ---------------------------------------------------------------- images

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

export function imageUrl(origin: string, image: CatalogueImage, transform?: ImageTransform | null): string {
  const params = new URLSearchParams({ v: '1' });
  if (transform) {
    const scale = transform.scale && transform.scale >= 1 && transform.scale <= 3 ? transform.scale : 1;
    if (transform.maxWidth) params.set('width', String(Math.round(transform.maxWidth * scale)));
    if (transform.maxHeight) params.set('height', String(Math.round(transform.maxHeight * scale)));
    // The scale is in the size already; the media service would otherwise double it.
    if (transform.maxWidth || transform.maxHeight) params.set('pixelRatio', '1');
    if (transform.crop) params.set('crop', transform.crop.toLowerCase());
    if (transform.preferredContentType) params.set('format', transform.preferredContentType.toLowerCase());
  }
  return `${mediaUrl(origin, image.fileName)}?${params.toString()}`;
}

function checkTransform(transform: ImageTransform | null | undefined): void {
  if (!transform) return;
  for (const key of ['maxWidth', 'maxHeight'] as const) {
    const value = transform[key];
    if (value != null && (value < 1 || value > 5760)) {
      throw new GraphQLError(`Image ${key} must be between 1 and 5760.`, {
        extensions: { code: 'BAD_REQUEST' },
      });
    }
  }
  if (transform.scale != null && (transform.scale < 1 || transform.scale > 3)) {
    throw new GraphQLError('Image scale must be between 1 and 3.', { extensions: { code: 'BAD_REQUEST' } });
  }
}

export const imageResolvers: ResolverMap = {
  Image: {
    id: (source: ImageSource) => gid('ProductImage', source.image.id),
    altText: (source: ImageSource) => source.altText,
    width: (source: ImageSource) => source.image.width,
    height: (source: ImageSource) => source.image.height,
    url: (source: ImageSource, args, context: Ctx) => {
      checkTransform(args.transform);
      return imageUrl(context.origin, source.image, args.transform);
    },
    src: (source: ImageSource, _, context: Ctx) => imageUrl(context.origin, source.image),
    originalSrc: (source: ImageSource, _, context: Ctx) => imageUrl(context.origin, source.image),
    transformedSrc: (source: ImageSource, args, context: Ctx) => {
      checkTransform(args);
      return imageUrl(context.origin, source.image, args);
    },
  },
};
