import { describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT, encodeAhead, faqPictureRequests } from './ahead';
import { serveMedia } from './serve';
import { oneImageCatalogue } from './test-catalogue';

const { image, catalogue } = oneImageCatalogue('faq-tile.jpg');

describe('encoding ahead', () => {
  it('asks for the FAQ pictures as the storefront does: 160 and 320 px at the default pixel ratio', () => {
    expect(faqPictureRequests(['a.jpg', 'b.jpg'])).toEqual([
      { fileName: 'a.jpg', query: 'width=80&height=80&crop=center' },
      { fileName: 'b.jpg', query: 'width=80&height=80&crop=center' },
      { fileName: 'a.jpg', query: 'width=160&height=160&crop=center' },
      { fileName: 'b.jpg', query: 'width=160&height=160&crop=center' },
    ]);
  });

  it('fills the cache a browser’s request is then answered from, and skips what it cannot encode', async () => {
    const requests = [
      ...faqPictureRequests([image.fileName]),
      { fileName: 'missing.jpg', query: 'width=80' },
    ];
    expect(await encodeAhead(() => catalogue, requests)).toBe(2);
    const ahead = await serveMedia(
      catalogue,
      image.fileName,
      new URLSearchParams('width=80&height=80&crop=center'),
      BROWSER_ACCEPT,
    );
    const again = await serveMedia(
      catalogue,
      image.fileName,
      new URLSearchParams('crop=center&height=80&width=80'),
      'image/avif',
    );
    expect(ahead.contentType).toBe('image/avif');
    expect(again.body).toBe(ahead.body);
  });

  it('stops when told to', async () => {
    const stop = new AbortController();
    stop.abort();
    expect(await encodeAhead(() => catalogue, faqPictureRequests([image.fileName]), stop.signal)).toBe(0);
  });
});
