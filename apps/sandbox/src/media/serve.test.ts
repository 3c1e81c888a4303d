import { describe, expect, it } from 'vitest';
import { serveMedia } from './serve';
import { oneImageCatalogue } from './test-catalogue';

const { image, catalogue } = oneImageCatalogue('tile.jpg');

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
