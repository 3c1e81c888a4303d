import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const ThreeImages: Story = {};
export const SingleImage: Story = { args: { images: [image('scale', 'Diagnosewaage')] } };
