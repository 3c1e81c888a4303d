import { transformImageUrl } from '@shop/editions';

/** next/image asks the media service for each size; svg and pdf pass through untransformed. */
export default function mediaServiceLoader({
  src,
  width,
  quality,
}: {
  src: string;
  width: number;
  quality?: number;
}) {
  return transformImageUrl(src, { width, ...(quality ? { quality } : {}), pixelRatio: 1 });
}
