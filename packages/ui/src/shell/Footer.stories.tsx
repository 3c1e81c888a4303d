import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    columns: [
      {
        headline: 'Service',
        links: [
          { label: 'FAQ', href: '#faq' },
          { label: 'Gebrauchsanweisungen', href: '#manuals' },
        ],
      },
      { headline: 'Rechtliches', links: [{ label: 'Datenschutz', href: '#privacy' }] },
    ],
    note: '© Hersteller GmbH',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Minimal: Story = {};
