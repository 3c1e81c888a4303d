/** Image constants of spec §9. */
export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_DEFAULT_QUALITY = 75;
export const IMAGE_DEFAULT_PIXEL_RATIO = 2;
export const IMAGE_DEFAULT_FORMAT = 'auto';
/** Spec §9's lazy-load margin, for a script-driven loader; the shop's images use the browser's own `loading="lazy"`
 * instead, so none waits on script (docs/ui.md, "Components: decisions"). */
export const IMAGE_LAZY_ROOT_MARGIN = '200px';
export const IMAGE_ASSET_VERSION = 'v1';

export interface ImageTransform {
  width?: number;
  height?: number;
  quality?: number;
  pixelRatio?: number;
  format?: 'auto' | 'webp' | 'avif' | 'jpg' | 'png';
  crop?: 'center' | 'top' | 'bottom' | 'left' | 'right';
  gravity?: string;
}

/** Files the media service serves as they are. */
const UNTRANSFORMED = /\.(svg|pdf)$/i;

function positive(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/**
 * The media service's link for an image at a size: width, height, quality (default 75), pixelRatio (default
 * 2), format (default auto), crop and gravity as query parameters. svg and pdf files get no transform.
 * Invalid numbers are left out rather than sent. Values equal to the service's own defaults are left out too (each
 * is repeated in every srcset entry of every tile), and a rendition at ratio 1 of even sizes is asked for at half
 * the sizes and the default ratio 2: the same pixels by a shorter link (docs/storefront.md, "Images").
 */
export function transformImageUrl(src: string, transform: ImageTransform = {}): string {
  if (!src) return '';
  const [withoutHash = '', hash] = src.split('#', 2);
  const [path = '', existing = ''] = withoutHash.split('?', 2);
  if (UNTRANSFORMED.test(path)) return src;
  const params = new URLSearchParams(existing);
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  let width = positive(transform.width);
  let height = positive(transform.height);
  const ratio = positive(transform.pixelRatio) ?? IMAGE_DEFAULT_PIXEL_RATIO;
  const halved =
    ratio * 2 === IMAGE_DEFAULT_PIXEL_RATIO &&
    (width !== undefined || height !== undefined) &&
    (width ?? 0) % 2 === 0 &&
    (height ?? 0) % 2 === 0;
  if (halved) {
    width = width && width / 2;
    height = height && height / 2;
  }
  set('width', width);
  set('height', height);
  const quality = positive(transform.quality);
  if (quality !== undefined && quality <= 100 && quality !== IMAGE_DEFAULT_QUALITY) set('quality', quality);
  if (halved || ratio === IMAGE_DEFAULT_PIXEL_RATIO) params.delete('pixelRatio');
  else set('pixelRatio', ratio);
  if (transform.format !== undefined && transform.format !== IMAGE_DEFAULT_FORMAT)
    set('format', transform.format);
  set('crop', transform.crop);
  set('gravity', transform.gravity);
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}
