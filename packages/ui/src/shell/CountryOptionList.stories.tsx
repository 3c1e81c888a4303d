import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SAMPLE_COUNTRY_OPTIONS } from '../test/country-fixtures';
import { CountryOptionList } from './CountryOptionList';

const meta = {
  title: 'Shell/CountryOptionList',
  component: CountryOptionList,
  args: { id: 'country', options: SAMPLE_COUNTRY_OPTIONS, close: fn(), onChoose: fn() },
} satisfies Meta<typeof CountryOptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list as the open selector shows it, the current edition marked. */
export const Options: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')[0]).toHaveAttribute('aria-current', 'true');
  },
};
