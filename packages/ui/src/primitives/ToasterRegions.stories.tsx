import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToasterRegions } from './ToasterRegions';

const meta = { title: 'Primitives/ToasterRegions', component: ToasterRegions } satisfies Meta<
  typeof ToasterRegions
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first toast: two empty live regions, nothing drawn. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};
