import { describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueImage } from '../catalogue/read-model';
import { serveMedia } from './serve';

const image: CatalogueImage = {
  id: 1,
  productId: 1,
  position: 0,
  fileName: 'tile.jpg',
  width: 1200,
  height: 1200,
  motif: 'cuff',
  colour: '#336699',
};
const catalogue = { imagesByFileName: new Map([[image.fileName, image]]) } as unknown as Catalogue;

describe('serveMedia', () => {
  it('requests for the same picture while it is encoded share one encoding', async () => {
    const params = new URLSearchParams('width=240&format=avif');
    const [first, second] = await Promise.all([
      serveMedia(catalogue, image.fileName, params, 'image/avif'),
      serveMedia(catalogue, image.fileName, params, 'image/avif'),
    ]);
    expect(first.status).toBe(200);
    expect(first.contentType).toBe('image/avif');
    expect(second.body).toBe(first.body);
  });
});
