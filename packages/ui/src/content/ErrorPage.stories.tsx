import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Content/ErrorPage',
  component: ErrorPage,
  args: { homeHref: '#home' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GenericError: Story = {};
export const NotFound: Story = { args: { variant: 'notFound' } };
export const FromSnippet: Story = {
  args: {
    heading: 'Hoppla!',
    content: 'Diese Seite gibt es nicht mehr. Stöbern Sie doch in unseren Neuheiten.',
  },
};
