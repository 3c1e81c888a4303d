import { describe, expect, it } from 'vitest';
import { IMAGE_DEVICE_SIZES, transformImageUrl } from './images.js';

const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('image transforms: width, height, quality, pixelRatio (default 2), format (default auto), crop, gravity', () => {
  it('sends pixelRatio 2 by default and leaves quality 75 and format auto to the service', () => {
    expect(params(transformImageUrl('https://media.example/i/bm54.jpg', { width: 640 }))).toEqual({
      width: '640',
      pixelRatio: '2',
    });
  });

  it('leaves out a quality or format equal to the service default', () => {
    expect(
      transformImageUrl('https://media.example/i/bm54.jpg', {
        width: 320,
        height: 320,
        quality: 75,
        pixelRatio: 1,
        format: 'auto',
        crop: 'center',
      }),
    ).toBe('https://media.example/i/bm54.jpg?width=320&height=320&pixelRatio=1&crop=center');
  });

  it('passes every given transform and keeps existing query and hash', () => {
    const url = transformImageUrl('/media/a.png?v=v1#x', {
      width: 300,
      height: 200,
      quality: 60,
      pixelRatio: 1,
      format: 'webp',
      crop: 'center',
      gravity: 'north',
    });
    expect(url.startsWith('/media/a.png?')).toBe(true);
    expect(url.endsWith('#x')).toBe(true);
    expect(params(url)).toEqual({
      v: 'v1',
      width: '300',
      height: '200',
      quality: '60',
      pixelRatio: '1',
      format: 'webp',
      crop: 'center',
      gravity: 'north',
    });
  });

  it.each([['/m/logo.svg'], ['/m/manual.PDF'], ['https://m.example/x.svg?x=1']])(
    'no transforms apply to %s',
    (src) => {
      expect(transformImageUrl(src, { width: 100 })).toBe(src);
    },
  );

  it('leaves out invalid numbers and keeps quality within 1..100', () => {
    expect(params(transformImageUrl('/a.jpg', { width: -1, height: Number.NaN, quality: 500 }))).toEqual({
      pixelRatio: '2',
    });
  });

  it('an empty source stays empty', () => expect(transformImageUrl('')).toBe(''));

  it('device sizes run 640-3840', () => {
    expect(IMAGE_DEVICE_SIZES[0]).toBe(640);
    expect(IMAGE_DEVICE_SIZES.at(-1)).toBe(3840);
  });
});
