import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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

/** A click or the arrow keys choose a size; the unavailable one is named so and cannot be chosen. */
export const NoneChosen: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Größe' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'L (32–48 cm) (nicht verfügbar)' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'S (17–22 cm)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('s');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('m');
    await expect(canvas.getByRole('radio', { name: 'M (22–36 cm)' })).toBeChecked();
  },
};

export const Chosen: Story = {
  args: { value: 'm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'M (22–36 cm)' })).toBeChecked();
  },
};

/** 'Choose a size' is an alert describing the group, and the radios are marked invalid. */
export const ChooseASizeError: Story = {
  args: { showError: true },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Bitte wählen Sie eine Größe');
    await expect(canvas.getByRole('group', { name: 'Größe' })).toHaveAccessibleDescription(
      'Bitte wählen Sie eine Größe',
    );
    await expect(canvas.getByRole('radio', { name: 'S (17–22 cm)' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The same size in two colours: each is named with its colour, so the shopper can tell them apart. */
export const OneSizeInTwoColours: Story = {
  args: {
    sizes: [
      { id: 'm-black', label: 'M', colour: 'Schwarz', available: true },
      { id: 'm-white', label: 'M', colour: 'Weiß', available: true },
      { id: 'l-black', label: 'L', colour: 'Schwarz', available: false },
      { id: 'l-white', label: 'L', colour: 'Weiß', available: true },
    ],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'M – Weiß' }));
    await expect(args.onChange).toHaveBeenCalledWith('m-white');
    await expect(canvas.getByRole('radio', { name: 'L – Schwarz (nicht verfügbar)' })).toBeDisabled();
  },
};
