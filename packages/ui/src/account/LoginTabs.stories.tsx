import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LoginTabs } from './LoginTabs';

const meta = {
  title: 'Account/LoginTabs',
  component: LoginTabs,
  args: { login: <p>Anmeldeformular</p>, register: <p>Registrierungsformular</p> },
} satisfies Meta<typeof LoginTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the selected tab; the arrow keys switch to Registration and back. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Anmelden' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Registrieren' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Registrierungsformular')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByText('Anmeldeformular')).toBeVisible();
  },
};

export const RegistrationFirst: Story = { args: { initialTab: 'register' } };
