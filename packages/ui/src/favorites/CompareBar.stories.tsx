import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CompareBar } from './CompareBar';

const meta = {
  title: 'Favorites/CompareBar',
  component: CompareBar,
  args: { count: 3, href: '#compare', onClear: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof CompareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeChosen: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('3 von 4 Produkten ausgewählt')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Vergleich leeren' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const FullNotice: Story = { args: { count: 4, notice: 'full' } };
export const MixedNotice: Story = { args: { count: 2, notice: 'mixed' } };
export const OnAPhone: Story = { args: { count: 2 }, globals: { viewport: { value: 'phone' } } };
