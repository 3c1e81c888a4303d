import type { Meta, StoryObj } from '@storybook/react-vite';
import { MinimizedFooter } from './MinimizedFooter';

const meta = {
  title: 'Shell/MinimizedFooter',
  component: MinimizedFooter,
  args: {
    links: [
      { text: 'Impressum', link: '/de/ueber-uns/' },
      { text: 'Datenschutz', link: '/de/datenschutz/' },
    ],
    rows: ['Alle Preise inkl. MwSt.', '© 2026 Vitalis Home Health'],
  },
} satisfies Meta<typeof MinimizedFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
