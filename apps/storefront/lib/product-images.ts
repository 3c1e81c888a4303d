import { GALLERY_IMAGE_SIZES, type ImageData } from '@shop/ui/model';
import { getImageProps } from 'next/image';

/**
 * Product images with next/image's renditions (its srcset over the configured device sizes, each from the media
 * service through the loader in lib/image-loader.ts), computed here on the server: the gallery draws them on a
 * plain `<img>`, so no image component ships to the browser (`<Image>` would cost every catalogue page 5 kB).
 */
export function withNextRenditions(images: readonly ImageData[]): ImageData[] {
  return images.map((image) => {
    const { props } = getImageProps({
      src: image.src,
      alt: image.alt,
      fill: true,
      sizes: GALLERY_IMAGE_SIZES,
    });
    return props.srcSet ? { ...image, rendition: { src: props.src, srcSet: props.srcSet } } : image;
  });
}
