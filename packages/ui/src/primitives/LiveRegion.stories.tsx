import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LiveRegion } from './LiveRegion';

const meta = {
  title: 'Primitives/LiveRegion',
  component: LiveRegion,
  args: { message: 'Ihr Warenkorb wurde aktualisiert.' },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visually hidden: screen readers announce the message, nothing is drawn. */
export const HiddenLiveRegion: Story = {
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toHaveTextContent('Ihr Warenkorb wurde aktualisiert.');
  },
};
