import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Filters, type FiltersProps } from './Filters';
import { EMPTY_FILTERS, type FilterOptions } from './filter-value';

const options: FilterOptions = {
  sizes: [
    { value: 's', label: 'S (17–22 cm)', count: 4 },
    { value: 'm', label: 'M (22–36 cm)', count: 12 },
    { value: 'l', label: 'L (32–48 cm)', count: 3 },
  ],
  price: { min: 9.99, max: 199 },
};

function Controlled(props: FiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: '20rem' }}>
      <Filters
        {...props}
        value={value}
        onChange={(next) => {
          props.onChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Listing/Filters',
  component: Filters,
  args: { value: EMPTY_FILTERS, options, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A size from the keyboard, a price on Enter (not per keystroke), and 'Reset filters' for all of them. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /S \(17–22 cm\)/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, sizes: ['s'] });
    await expect(canvas.getByText('1 Filter aktiv')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Höchstpreis' }), '50');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, sizes: ['s'], priceMax: 50 });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nur verfügbare Artikel' }));
    await expect(canvas.getByText('3 Filter aktiv')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter zurücksetzen' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(EMPTY_FILTERS);
    await expect(canvas.queryByRole('button', { name: 'Filter zurücksetzen' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Höchstpreis' })).toHaveValue('');
  },
};

/** Filters from the URL: counted; a reversed price range is swapped when the field is left. */
export const Active: Story = {
  args: { value: { sizes: ['m'], priceMin: 20, priceMax: 100, inStock: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('3 Filter aktiv')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /M \(22–36 cm\)/ })).toBeChecked();
    const max = canvas.getByRole('textbox', { name: 'Höchstpreis' });
    await userEvent.clear(max);
    await userEvent.type(max, '15,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      sizes: ['m'],
      priceMin: 15.5,
      priceMax: 20,
      inStock: true,
    });
  },
};

export const WithoutPriceRange: Story = {
  args: { options: { sizes: options.sizes, price: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Größe' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Mindestpreis' })).not.toBeInTheDocument();
  },
};
