import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AddressBook, type AddressBookEntry } from './AddressBook';

const ADDRESSES: AddressBookEntry[] = [
  { id: 'a1', lines: ['Anna Nowak', 'Hauptstraße 1', '10115 Berlin'], isDefault: true },
  { id: 'a2', lines: ['Anna Nowak', 'Musterfirma GmbH', 'Werkweg 7', '20095 Hamburg'], isDefault: false },
];

const FORM = (
  <form aria-label="Adresse">
    <label>
      Straße <input name="address1" />
    </label>
  </form>
);

const meta = {
  title: 'Account/AddressBook',
  component: AddressBook,
  args: {
    addresses: ADDRESSES,
    limit: 5,
    editing: null,
    form: FORM,
    onEdit: fn(),
    onAdd: fn(),
    onMakeDefault: fn(),
  },
} satisfies Meta<typeof AddressBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default address is marked; another one can be made the default or edited in place. */
export const TwoAddresses: Story = {
  render: function Render(args) {
    const [editing, setEditing] = useState<string | null>(null);
    return (
      <AddressBook
        {...args}
        editing={editing}
        onEdit={(id) => {
          args.onEdit(id);
          setEditing(id);
        }}
        onAdd={() => {
          args.onAdd();
          setEditing('new');
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [, work] = canvas.getAllByRole('listitem');
    await userEvent.click(
      within(work as HTMLElement).getByRole('button', { name: 'Als Standardadresse festlegen' }),
    );
    await expect(args.onMakeDefault).toHaveBeenCalledWith('a2');
    await userEvent.click(within(work as HTMLElement).getByRole('button', { name: 'Adresse bearbeiten' }));
    await expect(canvas.getByRole('textbox', { name: 'Straße' })).toHaveFocus();
    await expect(canvas.queryByText('Werkweg 7')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Adresse hinzufügen' }));
    await expect(args.onAdd).toHaveBeenCalled();
    await expect(screen.getByRole('textbox', { name: 'Straße' })).toHaveFocus();
  },
};

export const MakingDefault: Story = { args: { pendingDefault: 'a2' } };

export const DefaultChanged: Story = { args: { message: { id: 'account.address.defaultSaved' } } };

/** At five addresses nothing more can be added. */
export const Full: Story = {
  args: {
    addresses: [1, 2, 3, 4, 5].map((n) => ({
      id: `a${n}`,
      lines: [`Straße ${n}`, '10115 Berlin'],
      isDefault: n === 1,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Adresse hinzufügen' })).toBeNull();
    await expect(canvas.getByText('Sie können bis zu fünf Adressen speichern.')).toBeVisible();
  },
};

export const NoAddressYet: Story = { args: { addresses: [], editing: 'new' } };
