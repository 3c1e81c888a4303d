import type { Meta, StoryObj } from '@storybook/react-vite';
import { MediaImage } from './MediaImage';

const meta = {
  title: 'Primitives/MediaImage',
  component: MediaImage,
  args: { src: '/images/monitor.svg', alt: 'Blutdruckmessgerät', aspectRatio: 1 },
  decorators: [(Story) => <div style={{ width: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof MediaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Square: Story = {};
export const Landscape: Story = { args: { aspectRatio: 4 / 3 } };
