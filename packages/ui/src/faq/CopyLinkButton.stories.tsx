import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CopyLinkButton } from './CopyLinkButton';

const writeText = fn(async (_text: string) => {});

const meta = {
  title: 'FAQ/CopyLinkButton',
  component: CopyLinkButton,
  args: { anchor: 'faq-bm54-1' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: '3rem', width: '20rem', marginLeft: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  // The story browser grants no clipboard permission; a stand-in clipboard records what the shopper would paste.
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    writeText.mockClear();
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
} satisfies Meta<typeof CopyLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesTheLink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Link zu dieser Frage kopieren' });
    await expect(link).toHaveAttribute('href', '#faq-bm54-1');
    await userEvent.click(link);
    await expect(await canvas.findByText('Link kopiert!')).toBeVisible();
    await expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#faq-bm54-1$/));
  },
};
