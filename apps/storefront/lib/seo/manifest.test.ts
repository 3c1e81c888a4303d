import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webManifest } from './manifest';

const publicFile = (path: string) => readFileSync(new URL(`../../public${path}`, import.meta.url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web manifest', () => {
  const manifest = webManifest('Vitalis');

  it("carries the brand's name and opens the store choice", () => {
    expect(manifest).toMatchObject({ name: 'Vitalis', short_name: 'Vitalis', start_url: '/' });
  });

  it('offers 192 and 512 pixel icons and a maskable one, each a PNG file of the size it declares', () => {
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) expect(pngSize(publicFile(icon.src)), icon.src).toBe(icon.sizes);
  });
});
