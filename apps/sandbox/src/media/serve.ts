// The media endpoint: product images are drawn as SVG and rendered by sharp, transformable by width, height, crop,
// quality, format and pixel ratio. SVG and PDF files are served as they are (no transforms, spec §9).
import sharp from 'sharp';
import type { Catalogue, CatalogueImage } from '../catalogue/read-model';
import { COLOURS } from '../catalogue/vocabulary';
import { editorialFile } from '../floor/editorial-files';

/** Spec §9's "pixelRatio (retina default 2)". */
export const DEFAULT_PIXEL_RATIO = 2;

export interface MediaResponse {
  status: number;
  contentType: string;
  body: Buffer | string;
  cacheControl?: string;
}

const MOTIFS: Record<string, string> = {
  cuff: '<rect x="380" y="420" width="440" height="300" rx="40"/><rect x="470" y="480" width="260" height="120" rx="12" fill="#e8f0fb"/><path d="M820 560 C 960 560 960 800 1000 860" stroke-width="26" fill="none"/>',
  wrist:
    '<rect x="420" y="380" width="360" height="440" rx="80"/><rect x="480" y="460" width="240" height="150" rx="14" fill="#e8f0fb"/>',
  thermometer:
    '<rect x="520" y="300" width="160" height="560" rx="80"/><circle cx="600" cy="400" r="50" fill="#e8f0fb"/>',
  finger:
    '<rect x="400" y="440" width="400" height="300" rx="120"/><rect x="470" y="500" width="260" height="110" rx="14" fill="#e8f0fb"/>',
  scale:
    '<rect x="330" y="360" width="540" height="540" rx="60"/><rect x="500" y="420" width="200" height="80" rx="10" fill="#e8f0fb"/>',
  pulse:
    '<rect x="440" y="360" width="320" height="440" rx="40"/><path d="M470 600 h70 l40 -90 l50 180 l40 -90 h70" stroke="#e8f0fb" stroke-width="22" fill="none"/>',
  leggings: '<path d="M440 300 h320 l-20 600 h-110 l-30 -420 l-30 420 h-110 z"/>',
  massage:
    '<rect x="360" y="300" width="480" height="600" rx="90"/><circle cx="520" cy="480" r="48" fill="#e8f0fb"/><circle cx="680" cy="480" r="48" fill="#e8f0fb"/>',
  gun: '<rect x="360" y="400" width="460" height="150" rx="70"/><rect x="520" y="520" width="110" height="360" rx="40"/>',
  heat: '<rect x="330" y="380" width="540" height="440" rx="70"/><path d="M480 700 q40 -80 0 -160 M600 700 q40 -80 0 -160 M720 700 q40 -80 0 -160" stroke="#e8f0fb" stroke-width="22" fill="none"/>',
  blanket: '<path d="M330 360 h540 v480 q-270 80 -540 0 z"/>',
  vest: '<path d="M450 320 l80 80 h140 l80 -80 l90 120 v460 h-480 v-460 z"/>',
  air: '<rect x="430" y="300" width="340" height="600" rx="50"/><g fill="#e8f0fb"><rect x="480" y="380" width="240" height="20"/><rect x="480" y="430" width="240" height="20"/><rect x="480" y="480" width="240" height="20"/></g>',
  drop: '<path d="M600 300 C 700 460 800 560 800 700 A 200 200 0 0 1 400 700 C 400 560 500 460 600 300 z"/>',
  baby: '<rect x="420" y="330" width="360" height="520" rx="60"/><circle cx="600" cy="480" r="90" fill="#e8f0fb"/>',
  bottle:
    '<rect x="480" y="420" width="240" height="440" rx="50"/><rect x="540" y="330" width="120" height="100" rx="30"/>',
  brush: '<circle cx="600" cy="440" r="150"/><rect x="550" y="560" width="100" height="340" rx="40"/>',
  dryer:
    '<rect x="360" y="360" width="400" height="200" rx="100"/><rect x="600" y="520" width="110" height="340" rx="40"/>',
};

function hexOf(colour: string): string {
  return COLOURS.find((candidate) => candidate.key === colour)?.hex ?? '#9aa1a9';
}

export function productSvg(image: CatalogueImage): string {
  const fill = hexOf(image.colour);
  const motif = MOTIFS[image.motif] ?? '<circle cx="600" cy="600" r="260"/>';
  const angle = (image.position - 1) * 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}" viewBox="0 0 1200 1200">
<rect width="1200" height="1200" fill="#f7f8fa"/>
<circle cx="600" cy="620" r="470" fill="#eef1f5"/>
<g fill="${fill}" stroke="${fill === '#f4f5f7' ? '#c9ced6' : fill}" stroke-width="6" transform="rotate(${angle} 600 600)">${motif}</g>
</svg>`;
}

function manualPdf(title: string): string {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

const FORMATS = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
} as const;
type Format = keyof typeof FORMATS;
const GRAVITY: Record<string, string> = {
  center: 'centre',
  top: 'north',
  bottom: 'south',
  left: 'west',
  right: 'east',
};

// Encodings by transform, kept while under way too: the page's requests for the same picture share one encoding.
const cache = new Map<string, Promise<MediaResponse>>();
const CACHE_LIMIT = 300;

function intParam(
  params: URLSearchParams,
  name: string,
  min: number,
  max: number,
  whole = true,
): number | null | 'bad' {
  const raw = params.get(name);
  if (raw == null || raw === '') return null;
  const value = Number(raw);
  // Sizes and quality are whole numbers: the image library refuses fractions.
  if (!(whole ? Number.isInteger(value) : Number.isFinite(value)) || value < min || value > max) return 'bad';
  return value;
}

function badRequest(message: string): MediaResponse {
  return { status: 400, contentType: 'text/plain; charset=utf-8', body: message };
}

export async function serveMedia(
  catalogue: Catalogue,
  fileName: string,
  params: URLSearchParams,
  accept: string,
): Promise<MediaResponse> {
  if (fileName.endsWith('.pdf')) {
    const title = fileName.replace(/\.pdf$/, '').replace(/-/g, ' ');
    return {
      status: 200,
      contentType: 'application/pdf',
      body: manualPdf(title),
      cacheControl: 'public, max-age=86400',
    };
  }
  const editorial = editorialFile(fileName);
  if (editorial) {
    return {
      status: 200,
      contentType: 'image/svg+xml',
      body: editorial,
      cacheControl: 'public, max-age=86400',
    };
  }
  if (fileName.endsWith('.svg')) {
    const image = catalogue.imagesByFileName.get(fileName.replace(/\.svg$/, '.jpg'));
    if (!image) return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found' };
    return {
      status: 200,
      contentType: 'image/svg+xml',
      body: productSvg(image),
      cacheControl: 'public, max-age=86400',
    };
  }
  const image = catalogue.imagesByFileName.get(fileName);
  if (!image) return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found' };
  const width = intParam(params, 'width', 1, 5760);
  const height = intParam(params, 'height', 1, 5760);
  const quality = intParam(params, 'quality', 1, 100);
  const ratio = intParam(params, 'pixelRatio', 1, 3, false) ?? intParam(params, 'scale', 1, 3, false);
  if (width === 'bad' || height === 'bad') return badRequest('width and height must be between 1 and 5760');
  if (quality === 'bad') return badRequest('quality must be between 1 and 100');
  if (ratio === 'bad') return badRequest('pixelRatio must be between 1 and 3');
  const crop = params.get('crop') ?? params.get('gravity');
  if (crop && !GRAVITY[crop]) return badRequest('crop must be one of center, top, bottom, left, right');
  let format = (params.get('format') ?? 'auto').toLowerCase();
  if (format === 'auto')
    format = accept.includes('image/avif') ? 'avif' : accept.includes('image/webp') ? 'webp' : 'jpg';
  if (!(format in FORMATS)) return badRequest('format must be one of auto, jpg, png, webp, avif');
  // Spec §9: the ratio defaults to 2 (retina) for a requested size; an image asked for without one keeps its own.
  const scale = ratio ?? (width || height ? DEFAULT_PIXEL_RATIO : 1);
  const key = [fileName, width, height, quality, scale, crop, format].join('|');
  const cached = cache.get(key);
  if (cached) return cached;
  const encoding = encode(image, { width, height, quality, scale, crop, format: format as Format });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, encoding);
  // A failed encoding is not kept: the next request tries again.
  encoding.catch(() => cache.delete(key));
  return encoding;
}

async function encode(
  image: CatalogueImage,
  {
    width,
    height,
    quality,
    scale,
    crop,
    format,
  }: {
    width: number | null;
    height: number | null;
    quality: number | null;
    scale: number;
    crop: string | null;
    format: Format;
  },
): Promise<MediaResponse> {
  let pipeline = sharp(Buffer.from(productSvg(image)));
  if (width || height) {
    pipeline = pipeline.resize({
      width: width ? Math.round(width * scale) : undefined,
      height: height ? Math.round(height * scale) : undefined,
      fit: crop && width && height ? 'cover' : 'inside',
      position: crop ? GRAVITY[crop] : 'centre',
    });
  } else if (scale !== 1) {
    pipeline = pipeline.resize({ width: Math.round(image.width * scale) });
  }
  const q = quality ?? 75;
  const output =
    format === 'png'
      ? pipeline.png()
      : format === 'webp'
        ? pipeline.webp({ quality: q })
        : format === 'avif'
          ? // Effort 2 of 9: a tenth of the default's CPU (60 ms instead of 300 ms for a 1200 px tile, on both
            // cores) for files about 10 % larger. Chromium asks for AVIF, so every browser test's images are these.
            pipeline.avif({ quality: q, effort: 2 })
          : pipeline.jpeg({ quality: q });
  return {
    status: 200,
    contentType: FORMATS[format],
    body: await output.toBuffer(),
    cacheControl: 'public, max-age=31536000, immutable',
  };
}
