import { transformImageUrl } from '@shop/editions';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import { cx } from '../internal/cx';

export interface ImageData {
  /** The media service's URL of the original. */
  src: string;
  /** Alternative text, in the edition's language ('' for a decorative image). */
  alt: string;
}

export interface MediaImageProps extends ImageData {
  /** Width / height of the box the image fills; the box is reserved before the image loads. */
  aspectRatio?: number;
  /** The sizes attribute for the srcset. */
  sizes?: string;
  /** Widths offered in the srcset (the media service scales and crops). */
  widths?: readonly number[];
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
}

const DEFAULT_WIDTHS = [240, 360, 480, 640, 960] as const;

/** What an app's image component gets to draw a media-service image inside MediaImage's reserved box. */
export interface ImageRendererProps {
  /** The media service's URL of the original; the renderer asks the service for the sizes it needs. */
  src: string;
  alt: string;
  /** Intrinsic size of the largest rendition (the box's aspect ratio). */
  width: number;
  height: number;
  sizes: string;
  /** The widths MediaImage would offer; the first is the smallest rendition the layout shows. */
  widths: readonly number[];
  priority: boolean;
  className: string;
}

const ImageRendererContext = createContext<ComponentType<ImageRendererProps> | null>(null);

/**
 * Draws the MediaImages below it with the app's own image component (the storefront's next/image through the
 * media service) instead of the plain srcset `<img>`; the box and its aspect ratio stay MediaImage's.
 */
export function ImageRendererProvider({
  renderer,
  children,
}: {
  renderer: ComponentType<ImageRendererProps>;
  children: ReactNode;
}) {
  return <ImageRendererContext.Provider value={renderer}>{children}</ImageRendererContext.Provider>;
}

/** An image from the media service in a box of fixed aspect ratio, so it never shifts the layout. */
export function MediaImage({
  src,
  alt,
  aspectRatio = 1,
  sizes = '(max-width: 991px) 50vw, 25vw',
  widths = DEFAULT_WIDTHS,
  priority = false,
  className,
}: MediaImageProps) {
  const Renderer = useContext(ImageRendererContext);
  const largest = widths[widths.length - 1] ?? 640;
  const at = (width: number) =>
    transformImageUrl(src, { width, height: Math.round(width / aspectRatio), pixelRatio: 1, crop: 'center' });
  const box = { className: cx('shop-media', className), style: { aspectRatio: String(aspectRatio) } };
  if (Renderer) {
    return (
      <span {...box}>
        <Renderer
          src={src}
          alt={alt}
          width={largest}
          height={Math.round(largest / aspectRatio)}
          sizes={sizes}
          widths={widths}
          priority={priority}
          className="shop-media__img"
        />
      </span>
    );
  }
  return (
    <span {...box}>
      <img
        className="shop-media__img"
        src={at(largest)}
        srcSet={widths.map((width) => `${at(width)} ${width}w`).join(', ')}
        sizes={sizes}
        width={largest}
        height={Math.round(largest / aspectRatio)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </span>
  );
}
