import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { MinimizedHeader } from './MinimizedHeader';
import { MinimizedMenu } from './MinimizedMenu';

const meta = {
  title: 'Shell/MinimizedHeader',
  component: MinimizedHeader,
  args: {
    homeHref: '/de/',
    brandName: 'Vitalis',
    links: [
      { text: 'Service', link: '/de/service/' },
      { text: 'Über uns', link: '/de/ueber-uns/' },
      { text: 'Kontakt', link: '/de/kontakt/' },
    ],
    cta: { text: 'Jetzt entdecken', link: '/de/' },
    parts: { MinimizedMenu },
  },
} satisfies Meta<typeof MinimizedHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No logo configured: the shop name stands in. */
export const FallbackLogo: Story = {};

/** Custom colours from the page's configuration. */
export const CustomColours: Story = {
  args: { colors: { background: '#1a2b4c', text: '#ffffff' } },
};

/** Below 994 px: the toggle opens the list; an outside click and Escape close it. */
export const PhoneToggle: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Informationen' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};
