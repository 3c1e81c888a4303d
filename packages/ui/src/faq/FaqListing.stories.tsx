import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { faqClusters } from '../test/service-fixtures';
import { CopyLinkButton } from './CopyLinkButton';
import { FaqAccordion } from './FaqAccordion';
import { FaqListing } from './FaqListing';

const meta = {
  title: 'FAQ/FaqListing',
  component: FaqListing,
  tags: ['autodocs'],
  args: { title: 'Häufig gestellte Fragen', clusters: faqClusters, parts: { FaqAccordion, CopyLinkButton } },
} satisfies Meta<typeof FaqListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Panels with empty content are left out: 'Noch ohne Antwort' does not show. */
export const Clusters: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Blutdruckmessgerät BM 54' })).toBeVisible();
    await expect(canvas.queryByText('Noch ohne Antwort')).toBeNull();
  },
};

export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'FAQ durchsuchen' }), 'THERMOMETER');
    await expect(canvas.getByText('Wie reinige ich das Thermometer?')).toBeVisible();
    await expect(canvas.getByText('Wie lege ich die Manschette richtig an?')).not.toBeVisible();
    await expect(canvas.getByText('1 Frage gefunden')).toBeVisible();
  },
};

/** The phrase of the page's URL (`?q=`): the server renders only the matching questions, before any script. */
export const SearchFromUrl: Story = {
  args: { phrase: 'manschette', action: '/de/service/faq' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'FAQ durchsuchen' })).toHaveValue('manschette');
    await expect(canvas.getByText('Wie lege ich die Manschette richtig an?')).toBeVisible();
    await expect(canvas.getByText('Wie reinige ich das Thermometer?')).not.toBeVisible();
    await expect(canvas.getByText('1 Frage gefunden')).toBeVisible();
  },
};

export const NothingMatches: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'FAQ durchsuchen' }), 'Xylophon');
    await expect(canvas.getByText('Keine FAQs vorhanden')).toBeVisible();
  },
};

/** A click on the headline opens a panel; a click inside its open content closes it again. */
export const OpenAndClose: Story = {
  play: async ({ canvas }) => {
    const headline = canvas.getByText('Wie koppele ich das Gerät per Bluetooth?');
    await userEvent.click(headline);
    const answer = canvas.getByText('Aktivieren Sie Bluetooth am Smartphone und öffnen Sie die App.');
    await waitFor(() => expect(answer).toBeVisible());
    await expect(headline.closest('details')).toHaveAttribute('open');
    await userEvent.click(answer);
    await expect(headline.closest('details')).not.toHaveAttribute('open');
  },
};

/** The panel the URL hash names opens. */
export const OpenedByHash: Story = {
  play: async ({ canvas }) => {
    window.location.hash = 'faq-ft95-1';
    await waitFor(() =>
      expect(canvas.getByText('Wie reinige ich das Thermometer?').closest('details')).toHaveAttribute('open'),
    );
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  },
};

export const Empty: Story = {
  args: { clusters: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Keine FAQs vorhanden')).toBeVisible();
  },
};
