import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DialogPanel } from './DialogPanel';

const meta = {
  title: 'Primitives/DialogPanel',
  component: DialogPanel,
  args: { title: 'Hinweis', onClose: fn(), children: <p>Der geöffnete Dialog, wie ihn `Dialog` lädt.</p> },
} satisfies Meta<typeof DialogPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog: focus on its heading; Escape asks to close it. */
export const Open: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('heading', { name: 'Hinweis' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
