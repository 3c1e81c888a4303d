import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
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

export const AtMinimum: Story = {};
export const WithMaximum: Story = { args: { value: 3, max: 3 } };
export const Pending: Story = { args: { value: 2, pending: true } };
