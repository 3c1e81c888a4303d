import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BackToTop } from './BackToTop';

const meta = {
  title: 'Shell/BackToTop',
  component: BackToTop,
  decorators: [
    (Story) => (
      <div style={{ minHeight: '300vh' }}>
        <p>Seite</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; shown after 160 px of scrolling; a click scrolls back up. */
export const AfterScrolling: Story = {
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    await expect(canvas.queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
    view.scrollTo({ top: 400 });
    const button = await canvas.findByRole('button', { name: 'Nach oben' });
    await userEvent.click(button);
    await waitFor(() => expect(view.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument());
  },
};
