import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SAMPLE_SMART_MESSAGE } from '../test/smart-message-fixtures';
import { BackToTop } from './BackToTop';
import { SmartMessage } from './SmartMessage';

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

/** An open smart message in the same corner: the button sits above it, and comes down when it is collapsed. */
export const AboveASmartMessage: Story = {
  render: () => (
    <>
      <SmartMessage message={{ ...SAMPLE_SMART_MESSAGE, isOpenByDefault: true }} />
      <BackToTop />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    view.scrollTo({ top: 400 });
    const button = await canvas.findByRole('button', { name: 'Nach oben' });
    const message = canvas.getByRole('complementary', { name: 'Neu: Blutdruck-App' });
    await waitFor(() =>
      expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(message.getBoundingClientRect().top),
    );
    const raised = button.getBoundingClientRect().bottom;
    await userEvent.click(canvas.getByRole('button', { name: 'Neu: Blutdruck-App' }));
    await waitFor(() => expect(button.getBoundingClientRect().bottom).toBeGreaterThan(raised));
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      message.getBoundingClientRect().top,
    );
    view.scrollTo({ top: 0 });
  },
};
