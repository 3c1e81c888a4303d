'use client';

import { type ImageRendererProps, ImageRendererProvider } from '@shop/ui';
import Image from 'next/image';
import type { ReactNode } from 'react';

/**
 * A media-service image through next/image: its loader (lib/image-loader.ts) asks the service for each width.
 * An image the layout sizes in viewport units fills its box with a srcset over the device sizes; one of a fixed
 * size (a thumbnail) gets its 1x and 2x renditions only.
 */
function NextMediaImage({ src, alt, sizes, widths, width, height, priority, className }: ImageRendererProps) {
  if (sizes.includes('vw')) {
    return <Image src={src} alt={alt} fill sizes={sizes} priority={priority} className={className} />;
  }
  const shown = widths[0] ?? width;
  return (
    <Image
      src={src}
      alt={alt}
      width={shown}
      height={Math.round((shown * height) / width)}
      priority={priority}
      className={className}
    />
  );
}

/** The product's images below it are drawn with next/image (the rule for product images). */
export function ProductImages({ children }: { children: ReactNode }) {
  return <ImageRendererProvider renderer={NextMediaImage}>{children}</ImageRendererProvider>;
}
