import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from './Button';
import { Dialog, type DialogProps } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { open: false, onClose: fn(), title: 'Hinweis', variant: 'modal' },
  argTypes: { variant: { control: 'inline-radio', options: ['modal', 'drawer'] } },
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

export const Modal: Story = { render: (args) => <Demo {...args} /> };
export const Drawer: Story = { args: { variant: 'drawer' }, render: (args) => <Demo {...args} /> };
export const OpenModal: Story = { args: { open: true }, render: (args) => <Demo {...args} /> };
