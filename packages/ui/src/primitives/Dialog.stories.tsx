import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { open: false, onClose: fn(), title: 'Hinweis', variant: 'modal' },
  argTypes: { variant: { control: 'inline-radio', options: ['modal', 'drawer'] } },
  // An open dialog covers the page: on the docs page each story draws in a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Dialog öffnen</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)}>
        <p>Tab bleibt im Dialog, Escape schließt ihn, der Fokus kehrt zum Knopf zurück.</p>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          OK
        </Button>
      </Dialog>
    </>
  );
}

/** Opens on a click with focus on its heading; Tab stays inside; Escape closes and focus returns. */
export const Modal: Story = {
  render: (args) => <Demo {...args} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Dialog öffnen' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Hinweis' });
    await expect(screen.getByRole('heading', { name: 'Hinweis' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

/** Opened from the keyboard (Enter on the button); the close button closes it. */
export const Drawer: Story = {
  args: { variant: 'drawer' },
  render: (args) => <Demo {...args} />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Dialog öffnen' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('dialog', { name: 'Hinweis' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

export const OpenModal: Story = {
  args: { open: true },
  render: (args) => <Demo {...args} />,
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Hinweis' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
