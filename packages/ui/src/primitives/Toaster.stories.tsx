import { useT } from '@shop/i18n/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { Toaster } from './Toaster';
import type { ToastData } from './ToasterRegions';

const meta = {
  title: 'Primitives/Toaster',
  component: Toaster,
  args: { toasts: [], onDismiss: fn() },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const t = useT();
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const push = (tone: ToastData['tone']) =>
    setToasts((all) => [
      ...all,
      { id: String(Date.now()), tone, message: tone === 'error' ? t('error.cart.add') : t('cart.added') },
    ]);
  return (
    <>
      <div style={{ display: 'flex', gap: '1rem' }}>
        <Button onClick={() => push('success')}>{t('cart.added')}</Button>
        <Button variant="secondary" onClick={() => push('error')}>
          {t('error.generic')}
        </Button>
      </div>
      <Toaster
        toasts={toasts}
        onDismiss={(id) => setToasts((all) => all.filter((toast) => toast.id !== id))}
      />
    </>
  );
}

/** Success goes to the polite status region, errors to the alert region; the close button dismisses. */
export const Interactive: Story = {
  render: () => <Demo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb gelegt' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('In den Warenkorb gelegt');
    await userEvent.click(canvas.getByRole('button', { name: 'Etwas ist schiefgelaufen' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Der Artikel konnte nicht in den Warenkorb gelegt werden.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Schließen' }));
    await expect(alert).toHaveTextContent('');
  },
};

export const SuccessAndError: Story = {
  args: {
    toasts: [
      { id: '1', tone: 'success', message: 'In den Warenkorb gelegt' },
      { id: '2', tone: 'error', message: 'Der Artikel konnte nicht hinzugefügt werden.' },
    ],
    duration: 0,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('In den Warenkorb gelegt');
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Schließen' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('2');
  },
};
