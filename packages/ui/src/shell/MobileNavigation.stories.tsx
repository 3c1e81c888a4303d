import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SAMPLE_NAVIGATION } from '../test/nav-fixtures';
import { MobileNavigation } from './MobileNavigation';

const meta = {
  title: 'Shell/MobileNavigation',
  component: MobileNavigation,
  args: { items: SAMPLE_NAVIGATION, open: false, onOpenChange: fn(), onNavigate: fn() },
  globals: { viewport: { value: 'mobile' } },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <MobileNavigation
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof MobileNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the toggle. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Open: a drawer over the dimmed page; Escape closes it and focus goes back to the toggle. */
export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
    const dialog = await page.findByRole('dialog', { name: 'Hauptnavigation' });
    await expect(within(dialog).getByRole('link', { name: 'Service' })).toBeVisible();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Menü öffnen' })).toHaveFocus();
  },
};

/** Drill-down: an entry with children opens its level with 'Back' and a link to the whole category. */
export const DrillDown: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
    await userEvent.click(await page.findByRole('button', { name: 'Blutdruck' }));
    const dialog = page.getByRole('dialog', { name: 'Blutdruck' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Zurück' })).toHaveFocus());
    await expect(within(dialog).getByRole('link', { name: 'Alles in Blutdruck anzeigen' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Oberarm' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/de/c/blutdruck/oberarm/');
  },
};
