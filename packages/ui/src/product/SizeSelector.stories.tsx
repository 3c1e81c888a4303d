import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SizeSelector } from './SizeSelector';

const meta = {
  title: 'Product/SizeSelector',
  component: SizeSelector,
  args: {
    sizes: [
      { id: 's', label: 'S (17–22 cm)', available: true },
      { id: 'm', label: 'M (22–36 cm)', available: true },
      { id: 'l', label: 'L (32–48 cm)', available: false },
    ],
    value: null,
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SizeSelector
        {...args}
        value={value}
        onChange={(id) => {
          args.onChange(id);
          setValue(id);
        }}
      />
    );
  },
} satisfies Meta<typeof SizeSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { value: 'm' } };
export const ChooseASizeError: Story = { args: { showError: true } };
