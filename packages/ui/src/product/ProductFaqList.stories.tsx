import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductFaqList } from './ProductFaqList';

const meta = {
  title: 'Product/ProductFaqList',
  component: ProductFaqList,
  args: {
    groups: [
      {
        title: 'Allgemein',
        questions: [
          { question: 'Welche Manschette passt?', href: '#q0' },
          { question: 'Ist das Gerät geeicht?', href: '#q1' },
        ],
      },
      { title: 'Anwendung', questions: [{ question: 'Wie messe ich richtig?', href: '#q2' }] },
    ],
  },
} satisfies Meta<typeof ProductFaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Groups: Story = {};
export const List: Story = {
  args: { groups: [{ title: null, questions: [{ question: 'Wie messe ich richtig?', href: '#q0' }] }] },
};
