import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { image } from '../test/fixtures';
import { Gallery } from './Gallery';

const meta = {
  title: 'Product/Gallery',
  component: Gallery,
  args: {
    images: [
      image('monitor', 'Blutdruckmessgerät BM 54, Vorderseite'),
      image('cuff', 'Manschette'),
      image('app', 'App mit Messwerten'),
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next and previous step and wrap; the thumbnails are one tab stop that arrow keys move through. */
export const ThreeImages: Story = {
  play: async ({ canvas }) => {
    const gallery = canvas.getByRole('region', { name: 'Produktbilder' });
    await expect(gallery).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Nächstes Bild' }));
    await expect(canvas.getByRole('img', { name: 'Manschette' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vorheriges Bild' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Vorheriges Bild' }));
    await expect(canvas.getByRole('img', { name: 'App mit Messwerten' })).toBeVisible();
    const current = canvas.getByRole('button', { name: 'Bild 3 von 3 anzeigen' });
    await expect(current).toHaveAttribute('aria-current', 'true');
    current.focus();
    await userEvent.keyboard('{ArrowRight}');
    const first = canvas.getByRole('button', { name: 'Bild 1 von 3 anzeigen' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('img', { name: 'Blutdruckmessgerät BM 54, Vorderseite' })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(current).toHaveFocus();
  },
};

export const SingleImage: Story = {
  args: { images: [image('scale', 'Diagnosewaage')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Diagnosewaage' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
