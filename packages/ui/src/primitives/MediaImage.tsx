import { transformImageUrl } from '@shop/editions';
import { cx } from './cx';

export interface ImageData {
  /** The media service's URL of the original. */
  src: string;
  /** Alternative text, in the edition's language ('' for a decorative image). */
  alt: string;
  /** Renditions the app made itself (the storefront: next/image's, on the server); else MediaImage makes them. */
  rendition?: ImageRendition;
}

/** An image's renditions as `<img>` takes them: the fallback source and a srcset of width descriptors. */
export interface ImageRendition {
  src: string;
  srcSet: string;
}

export interface MediaImageProps extends ImageData {
  /** Width / height of the box the image fills; the box is reserved before the image loads. */
  aspectRatio?: number;
  /** The sizes attribute for the srcset. */
  sizes?: string;
  /** Widths offered in the srcset (the media service scales and crops); unused with a `rendition`. */
  widths?: readonly number[];
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

// Three renditions cover a tile from a phone (about 200 CSS px at 3x) to a wide desktop (about 360 px at 2x).
const DEFAULT_WIDTHS = [320, 640, 960] as const;

/** An image from the media service in a box of fixed aspect ratio, so it never shifts the layout. */
export function MediaImage({
  src,
  alt,
  aspectRatio = 1,
  sizes = '(max-width: 991px) 50vw, 25vw',
  widths = DEFAULT_WIDTHS,
  priority = false,
  className,
  rendition,
}: MediaImageProps) {
  const largest = widths[widths.length - 1] ?? 640;
  const at = (width: number) =>
    transformImageUrl(src, { width, height: Math.round(width / aspectRatio), pixelRatio: 1, crop: 'center' });
  return (
    // The stylesheet's box is square; only another ratio needs a style of its own.
    <span
      className={cx('shop-media', className)}
      {...(aspectRatio === 1 ? {} : { style: { aspectRatio: String(aspectRatio) } })}
    >
      <img
        src={rendition?.src ?? at(largest)}
        srcSet={rendition?.srcSet ?? widths.map((width) => `${at(width)} ${width}w`).join(', ')}
        sizes={sizes}
        width={largest}
        height={Math.round(largest / aspectRatio)}
        alt={alt}
        decoding="async"
        // A prop set to undefined still travels in the page's RSC payload, once per tile.
        {...(priority
          ? ({ loading: 'eager', fetchPriority: 'high' } as const)
          : ({ loading: 'lazy' } as const))}
      />
    </span>
  );
}
