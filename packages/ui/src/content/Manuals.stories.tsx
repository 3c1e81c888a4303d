import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { manualCategories, manualEntries } from '../test/service-fixtures';
import { Manuals } from './Manuals';
import { EMPTY_MANUALS_FILTER } from './manuals-model';

const meta = {
  title: 'Content/Manuals',
  component: Manuals,
  tags: ['autodocs'],
  args: {
    entries: manualEntries,
    categories: manualCategories,
    filter: EMPTY_MANUALS_FILTER,
    action: '/de/service/gebrauchsanweisung',
  },
} satisfies Meta<typeof Manuals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllDocuments: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 Dokumente')).toBeVisible();
  },
};

export const FilteredByFileType: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Dateityp' }), 'Datenblatt');
    await expect(canvas.getByText('1 Dokument')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Datenblatt für Blutdruckmessgerät BM 54 herunterladen' }),
    ).toBeVisible();
  },
};

export const SearchByArticleNumber: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Nach Produktname oder Artikelnummer suchen' }),
      '795',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Fieberthermometer FT 95' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Blutdruckmessgerät BM 54' })).toBeNull();
  },
};

export const NothingFound: Story = {
  args: { filter: { q: 'Xylophon', category: '', fileType: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine Dokumente gefunden')).toBeVisible();
  },
};
