import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ShellRoutingProvider } from '../hooks/shell-routing';
import { SAMPLE_NAVIGATION } from '../test/nav-fixtures';
import { MainNavigation } from './MainNavigation';

// The app's router, as `ShellRoutingProvider` hands it to the navigation's links.
const navigate = fn();

const meta = {
  title: 'Shell/MainNavigation',
  component: MainNavigation,
  args: { items: SAMPLE_NAVIGATION },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the first level with the current page marked. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Blutdruck' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Unterkategorien von Blutdruck' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Hover: the submenu opens after 250 ms and closes when the pointer leaves. */
export const HoverOpen: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Unterkategorien von Blutdruck' });
    await userEvent.hover(canvas.getByRole('link', { name: 'Blutdruck' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('link', { name: 'Handgelenk' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Blutdruckmessgerät am Oberarm' })).toBeVisible();
  },
};

/** Keyboard: ArrowDown opens the submenu and moves in, arrows move through it, Escape closes and returns focus. */
export const KeyboardOpen: Story = {
  render: (args) => (
    <ShellRoutingProvider currentPath="/de/" navigate={navigate}>
      <MainNavigation {...args} />
    </ShellRoutingProvider>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Unterkategorien von Blutdruck' });
    toggle.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getAllByRole('link', { name: 'Blutdruck' })[1]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Oberarm' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('link', { name: 'Handgelenk' }));
    await expect(navigate).toHaveBeenCalledWith('/de/c/blutdruck/handgelenk/');
  },
};

/** With the content service's `flyout-snippet`: every flyout shows its teasers after the entry's own. */
export const WithFlyoutTeasers: Story = {
  args: {
    teasers: [
      {
        image: '/images/product-1.svg',
        text: 'Nur diese Woche: 15 % auf Massagegeräte',
        button: { label: 'Shiatsu-Massagekissen', href: '/de/p/massagekissen' },
      },
    ],
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Unterkategorien von Waagen' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('link', { name: 'Shiatsu-Massagekissen' })).toBeVisible();
  },
};
