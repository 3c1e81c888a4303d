import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { addressErrors } from '../forms/account-rules';
import { AccountForm, type AccountFormProps } from './AccountForm';

type AddressField = 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'zip' | 'city';

const ADDRESS_FIELDS: AccountFormProps<AddressField>['fields'] = [
  { name: 'firstName', label: 'form.field.firstName', required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'form.field.lastName', required: true, autoComplete: 'family-name' },
  { name: 'company', label: 'form.field.company', autoComplete: 'organization' },
  { name: 'address1', label: 'form.field.streetOnly', required: true, autoComplete: 'address-line1' },
  { name: 'address2', label: 'form.field.houseNumber', required: true, autoComplete: 'address-line2' },
  { name: 'zip', label: 'form.field.zip', required: true, autoComplete: 'postal-code' },
  { name: 'city', label: 'form.field.city', required: true, autoComplete: 'address-level2' },
];

function ItalianAddress(props: Partial<AccountFormProps<AddressField>>) {
  return (
    <AccountForm<AddressField>
      title="account.address.title"
      fields={ADDRESS_FIELDS}
      validate={(values) => addressErrors(values, 'IT')}
      onSubmit={props.onSubmit ?? (() => {})}
      submitLabel="account.save"
      {...props}
    />
  );
}

const meta = {
  title: 'Account/AccountForm',
  component: ItalianAddress,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ItalianAddress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Italian address without line 2 (the house number) is refused with its message; the input stays. */
export const ItalianAddressWithoutHouseNumber: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nachname' }), 'Rossi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Straße' }), 'Via Roma');
    await userEvent.type(canvas.getByRole('textbox', { name: 'PLZ' }), '00100');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ort' }), 'Roma');
    await userEvent.click(canvas.getByRole('button', { name: 'Änderungen speichern' }));
    await expect(canvas.getByText('Bitte geben Sie Ihre Hausnummer ein')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Straße' })).toHaveValue('Via Roma');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saving: Story = { args: { pending: true } };
export const Saved: Story = { args: { success: { id: 'account.address.saved' } } };
