import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { image } from '../test/fixtures';
import { renderUi } from '../test/render';
import { Gallery } from './Gallery';

const images = [image('monitor', 'Vorderseite'), image('cuff', 'Manschette'), image('app', 'App')];

function shownAlt() {
  return screen
    .getAllByRole('img')
    .find((img) => img.getAttribute('alt') !== '')
    ?.getAttribute('alt');
}

describe('Gallery: images, thumbnails, keyboard', () => {
  it('is a labelled region showing the first image', () => {
    renderUi(<Gallery images={images} />);
    expect(screen.getByRole('region', { name: 'Produktbilder' })).toBeTruthy();
    expect(shownAlt()).toBe('Vorderseite');
    expect(screen.getByRole('button', { name: 'Bild 1 von 3 anzeigen' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('next and previous buttons step through the images and wrap around', async () => {
    const { user } = renderUi(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(shownAlt()).toBe('Manschette');
    await user.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    await user.click(screen.getByRole('button', { name: 'Vorheriges Bild' }));
    expect(shownAlt()).toBe('App');
  });

  it('a thumbnail shows its image', async () => {
    const { user } = renderUi(<Gallery images={images} />, 'pl');
    await user.click(screen.getByRole('button', { name: 'Pokaż zdjęcie 2 z 3' }));
    expect(shownAlt()).toBe('Manschette');
    expect(screen.getByRole('button', { name: 'Pokaż zdjęcie 2 z 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('thumbnails are one tab stop; arrow keys, Home and End move focus and the image', async () => {
    const { user } = renderUi(<Gallery images={images} />);
    const first = screen.getByRole('button', { name: 'Bild 1 von 3 anzeigen' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Bild 2 von 3 anzeigen' }).tabIndex).toBe(-1);
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bild 2 von 3 anzeigen' }));
    expect(shownAlt()).toBe('Manschette');
    await user.keyboard('{End}');
    expect(shownAlt()).toBe('App');
    await user.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('Vorderseite');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bild 3 von 3 anzeigen' }));
  });

  it('a single image has no controls', () => {
    renderUi(<Gallery images={[image('monitor', 'Vorderseite')]} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a shorter image list (another variant) shows its last image instead of nothing', async () => {
    const { user, rerender } = renderUi(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: 'Bild 3 von 3 anzeigen' }));
    rerender(<Gallery images={images.slice(0, 2)} />);
    expect(shownAlt()).toBe('Manschette');
    expect(screen.getByRole('button', { name: 'Bild 2 von 2 anzeigen' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });
});
