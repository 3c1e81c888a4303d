import { describe, expect, it } from 'vitest';
import { IMAGE_DEVICE_SIZES, transformImageUrl } from './images.js';

const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('image transforms: width, height, quality, pixelRatio (default 2), format (default auto), crop, gravity', () => {
  it('leaves pixelRatio 2, quality 75 and format auto to the service, whose defaults they are', () => {
    expect(params(transformImageUrl('https://media.example/i/bm54.jpg', { width: 640 }))).toEqual({
      width: '640',
    });
    expect(
      transformImageUrl('https://media.example/i/bm54.jpg?pixelRatio=1', {
        width: 320,
        pixelRatio: 2,
        quality: 75,
        format: 'auto',
      }),
    ).toBe('https://media.example/i/bm54.jpg?width=320');
  });

  it('asks for a ratio-1 rendition of even sizes at half the sizes and the default ratio: the same pixels', () => {
    expect(
      transformImageUrl('https://media.example/i/bm54.jpg', {
        width: 640,
        height: 320,
        quality: 75,
        pixelRatio: 1,
        format: 'auto',
        crop: 'center',
      }),
    ).toBe('https://media.example/i/bm54.jpg?width=320&height=160&crop=center');
    expect(transformImageUrl('/a.jpg', { width: 1080, pixelRatio: 1 })).toBe('/a.jpg?width=540');
    expect(transformImageUrl('/a.jpg', { height: 96, pixelRatio: 1 })).toBe('/a.jpg?height=48');
  });

  it('keeps pixelRatio 1 where half a size would not be whole, or there is no size to halve', () => {
    expect(transformImageUrl('/a.jpg', { width: 375, pixelRatio: 1 })).toBe('/a.jpg?width=375&pixelRatio=1');
    expect(transformImageUrl('/a.jpg', { width: 640, height: 427, pixelRatio: 1 })).toBe(
      '/a.jpg?width=640&height=427&pixelRatio=1',
    );
    expect(transformImageUrl('/a.jpg', { pixelRatio: 1 })).toBe('/a.jpg?pixelRatio=1');
  });

  it('passes every given transform and keeps existing query and hash', () => {
    const url = transformImageUrl('/media/a.png?v=v1#x', {
      width: 300,
      height: 200,
      quality: 60,
      pixelRatio: 3,
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
      pixelRatio: '3',
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
    expect(transformImageUrl('/a.jpg', { width: -1, height: Number.NaN, quality: 500 })).toBe('/a.jpg');
  });

  it('an empty source stays empty', () => expect(transformImageUrl('')).toBe(''));

  it('device sizes run 640-3840', () => {
    expect(IMAGE_DEVICE_SIZES[0]).toBe(640);
    expect(IMAGE_DEVICE_SIZES.at(-1)).toBe(3840);
  });
});
