import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { type ImageRendererProps, ImageRendererProvider, MediaImage } from './MediaImage';

const seen: ImageRendererProps[] = [];
function AppImage(props: ImageRendererProps) {
  seen.push(props);
  return <img src={`${props.src}?app`} alt={props.alt} className={props.className} />;
}

describe('MediaImage: media-service image in a reserved box', () => {
  it('reserves the box with the aspect ratio and intrinsic size, and lazy-loads by default', () => {
    renderUi(
      <MediaImage src="https://media.example.com/p/bpm.jpg" alt="Blutdruckmessgerät" aspectRatio={4 / 3} />,
    );
    const img = screen.getByRole('img', { name: 'Blutdruckmessgerät' });
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('960');
    expect(img.getAttribute('height')).toBe('720');
    expect((img.parentElement as HTMLElement).style.aspectRatio).toMatch(/^1.33333/);
  });

  it('offers a srcset of media-service transforms', () => {
    renderUi(<MediaImage src="https://media.example.com/p/bpm.jpg" alt="" widths={[200, 400]} priority />);
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('srcset')).toBe(
      'https://media.example.com/p/bpm.jpg?width=200&height=200&quality=75&pixelRatio=1&format=auto&crop=center 200w, ' +
        'https://media.example.com/p/bpm.jpg?width=400&height=400&quality=75&pixelRatio=1&format=auto&crop=center 400w',
    );
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it("draws with the app's image component when one is provided, in the same reserved box", () => {
    seen.length = 0;
    renderUi(
      <ImageRendererProvider renderer={AppImage}>
        <MediaImage
          src="https://media.example.com/p/bpm.jpg"
          alt="Waage"
          aspectRatio={2}
          sizes="50vw"
          priority
        />
      </ImageRendererProvider>,
    );
    const img = screen.getByRole('img', { name: 'Waage' });
    expect(img.getAttribute('src')).toBe('https://media.example.com/p/bpm.jpg?app');
    expect((img.parentElement as HTMLElement).style.aspectRatio).toMatch(/^2( \/ 1)?$/);
    expect(seen.at(-1)).toEqual({
      src: 'https://media.example.com/p/bpm.jpg',
      alt: 'Waage',
      width: 960,
      height: 480,
      sizes: '50vw',
      widths: [240, 360, 480, 640, 960],
      priority: true,
      className: 'shop-media__img',
    });
  });
});
