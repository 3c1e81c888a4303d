import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPosts } from '../test/service-fixtures';
import { BlogPost } from './BlogPost';

const meta = {
  title: 'Content/BlogPost',
  component: BlogPost,
  tags: ['autodocs'],
  args: { post: blogPosts[0] ?? ({} as never), blogHref: '#blog' },
} satisfies Meta<typeof BlogPost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Post: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blutdruck richtig messen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute('href', '#blog');
  },
};
