import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { constraints, instanceOf, ok } from './content';
import { data, sandboxUrl } from './http';

async function imageUrl(transform = '') {
  const result = await data(`{ products(first: 1) { nodes { featuredImage { url${transform} } } } }`);
  return result.products.nodes[0].featuredImage.url as string;
}

describe('product images come from the media endpoint and transform by width, height, quality, format and pixel ratio', () => {
  it('serves the original as JPEG at 1200×1200', async () => {
    const response = await fetch(await imageUrl(), { headers: { accept: 'image/jpeg' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1200]);
  });

  it('url(transform:) gives a URL whose image has the requested size and format', async () => {
    const url = await imageUrl(
      '(transform: { maxWidth: 200, maxHeight: 100, crop: CENTER, preferredContentType: WEBP })',
    );
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 100]);
  });

  it('a size without pixelRatio is served at twice its pixels (spec §9: retina default 2)', async () => {
    const base = (await imageUrl()).split('?')[0];
    const size = async (query: string) =>
      (await sharp(Buffer.from(await (await fetch(`${base}?${query}`)).arrayBuffer())).metadata()).width;
    expect(await size('width=100&format=png')).toBe(200);
    expect(await size('width=100&height=50&crop=center&format=png')).toBe(200);
    expect(await size('width=100&pixelRatio=1&format=png')).toBe(100);
    expect(await size('format=png')).toBe(1200);
  });

  it('pixelRatio multiplies the size; quality changes the bytes', async () => {
    const base = (await imageUrl()).split('?')[0];
    const retina = await fetch(`${base}?width=100&pixelRatio=2&format=png`);
    expect((await sharp(Buffer.from(await retina.arrayBuffer())).metadata()).width).toBe(200);
    const low = await fetch(`${base}?width=400&quality=10&format=jpg`);
    const high = await fetch(`${base}?width=400&quality=95&format=jpg`);
    expect((await low.arrayBuffer()).byteLength).toBeLessThan((await high.arrayBuffer()).byteLength);
  });

  it('format=auto picks WebP for browsers that accept it', async () => {
    const base = (await imageUrl()).split('?')[0];
    const response = await fetch(`${base}?width=50`, { headers: { accept: 'image/webp,image/*' } });
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('svg and pdf are served without transforms', async () => {
    const base = (await imageUrl()).split('?')[0] as string;
    const svg = await fetch(`${base.replace(/\.jpg$/, '.svg')}?width=10`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('width="1200"');
    const pdf = await fetch(`${sandboxUrl()}/cdn/shop/files/bm-10-instructions-de.pdf?width=10`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
  });

  it('bad transform values are a 400, unknown files a 404', async () => {
    const base = (await imageUrl()).split('?')[0];
    expect((await fetch(`${base}?width=0`)).status).toBe(400);
    expect((await fetch(`${base}?format=gif`)).status).toBe(400);
    expect((await fetch(`${sandboxUrl()}/cdn/shop/files/nope.jpg`)).status).toBe(404);
  });
});

describe('the files the footer snippet names are on the media service, as its editors uploaded them', () => {
  it.each(['de', 'nl', 'pl', 'gb'])(
    'every payment, shipping, social and app badge of %s answers as an SVG',
    async (language) => {
      const [footer] = await ok(
        '/enterprise/snippets',
        { snippetIds: ['footer-snippet'], constraints: constraints(language) },
        instanceOf(language),
      );
      const sources: string[] = JSON.stringify(footer).match(/https?:[^"]+\.svg/g) ?? [];
      expect(sources.length).toBeGreaterThanOrEqual(10);
      for (const src of sources) {
        const response = await fetch(src);
        expect(response.status, src).toBe(200);
        expect(response.headers.get('content-type'), src).toBe('image/svg+xml');
        expect(await response.text(), src).toMatch(/^<svg [^>]*viewBox="0 0 70 50"/);
      }
    },
  );
});
