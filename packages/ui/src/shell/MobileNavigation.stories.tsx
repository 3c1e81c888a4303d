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
    // The scroll lock is the open dialog's effect, which may run just after the dialog is drawn.
    await waitFor(() => expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden'));
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

/** Overlay: the drawer leaves a strip of the dimmed page beside it; a click there closes the navigation. */
export const OverlayClick: Story = {
  play: async ({ canvas, canvasElement }) => {
    const document = canvasElement.ownerDocument;
    const page = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Menü öffnen' }));
    const dialog = await page.findByRole('dialog', { name: 'Hauptnavigation' });
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    await expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(40);
    // The leftmost strip of the page is the overlay, dimmed, not the drawer.
    const strip = document.elementFromPoint(8, window.innerHeight / 2) as HTMLElement;
    await expect(strip).toHaveClass('shop-dialog__backdrop');
    await expect(getComputedStyle(strip).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await userEvent.click(strip);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(document.body.style.overflow).not.toBe('hidden');
  },
};
