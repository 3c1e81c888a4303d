import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stars } from './Stars';

const meta = { title: 'Reviews/Stars', component: Stars, args: { rating: 4.5 } } satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourAndAHalf: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4,5 von 5' })).toBeVisible();
  },
};
