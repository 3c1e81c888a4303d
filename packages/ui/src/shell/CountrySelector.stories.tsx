import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_COUNTRY_OPTIONS } from '../test/country-fixtures';
import { CountrySelector } from './CountrySelector';

const meta = {
  title: 'Shell/CountrySelector',
  component: CountrySelector,
  args: { options: SAMPLE_COUNTRY_OPTIONS, countryName: 'Deutschland', onChoose: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CountrySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the current flag and language. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: the ten options; a choice goes to onChoose, Escape closes and returns focus. */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' });
    await userEvent.click(button);
    const list = await canvas.findByRole('list', { name: 'Wählen Sie Ihr Lieferland und Ihre Sprache' });
    await expect(within(list).getAllByRole('link')).toHaveLength(10);
    await userEvent.click(within(list).getByRole('link', { name: 'Polnisch' }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ value: 'pl' }));
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
  },
};
