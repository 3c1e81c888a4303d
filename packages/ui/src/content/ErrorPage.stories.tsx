import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Content/ErrorPage',
  component: ErrorPage,
  args: { homeHref: '#home' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GenericError: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '#home');
  },
};

/** 'Go back' links home when the shopper came from another site (the test page has no shop referrer). */
export const NotFound: Story = {
  args: { variant: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '#home');
  },
};
export const FromSnippet: Story = {
  args: {
    heading: 'Hoppla!',
    content: 'Diese Seite gibt es nicht mehr. Stöbern Sie doch in unseren Neuheiten.',
  },
};

/** A server error: the request's correlation id, for the shopper to quote to support. */
export const WithReference: Story = {
  args: { reference: '3f9a0c1d5b7e2a64' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Referenz: 3f9a0c1d5b7e2a64')).toBeVisible();
  },
};
