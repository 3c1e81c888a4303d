import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

const meta = {
  title: 'Cart/QuantityStepper',
  component: QuantityStepper,
  args: { value: 1, label: 'Menge', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityStepper
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never below 1: 'decrease' waits at 1; the buttons step, a typed quantity applies when the field is left. */
export const AtMinimum: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Menge' });
    await expect(canvas.getByRole('button', { name: 'Menge verringern' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Menge erhöhen' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(field).toHaveValue(2);
    await userEvent.clear(field);
    await userEvent.type(field, '7');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expect(canvas.getByRole('button', { name: 'Menge verringern' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** At the maximum 'increase' waits, and a larger typed quantity falls back to it when the field is left. */
export const WithMaximum: Story = {
  args: { value: 3, max: 3 },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Menge' });
    await expect(canvas.getByRole('button', { name: 'Menge erhöhen' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '9');
    await userEvent.tab();
    await expect(field).toHaveValue(3);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** While a change is pending the stepper is busy and ignores clicks. */
export const Pending: Story = {
  args: { value: 2, pending: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Menge' }).closest('form')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Menge erhöhen' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
