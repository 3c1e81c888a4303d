import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { MediaImage } from './MediaImage';

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
      // At the service's default ratio 2, half the size is the same rendition by a shorter link.
      'https://media.example.com/p/bpm.jpg?width=100&height=100&crop=center 200w, ' +
        'https://media.example.com/p/bpm.jpg?width=200&height=200&crop=center 400w',
    );
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it("uses the app's own renditions when the image brings them, in the same reserved box", () => {
    renderUi(
      <MediaImage
        src="https://media.example.com/p/bpm.jpg"
        alt="Waage"
        sizes="50vw"
        rendition={{ src: '/img/bpm-1200.jpg', srcSet: '/img/bpm-640.jpg 640w, /img/bpm-1200.jpg 1200w' }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Waage' });
    expect(img.getAttribute('src')).toBe('/img/bpm-1200.jpg');
    expect(img.getAttribute('srcset')).toBe('/img/bpm-640.jpg 640w, /img/bpm-1200.jpg 1200w');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(img.parentElement?.getAttribute('style')).toBeNull();
  });

  it("a square box is the stylesheet's default, so a square image carries no style of its own", () => {
    const css = readFileSync(join(import.meta.dirname, 'MediaImage.css'), 'utf8');
    expect(css).toMatch(/\.shop-media \{[^}]*aspect-ratio: 1;/);
  });
});
