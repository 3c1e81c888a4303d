import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { blogPosts } from '../test/service-fixtures';
import { BlogList } from './BlogList';

const meta = {
  title: 'Content/BlogList',
  component: BlogList,
  tags: ['autodocs'],
  args: { title: 'Ratgeber-Blog', posts: blogPosts },
} satisfies Meta<typeof BlogList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Blutdruck richtig messen' })).toBeVisible();
  },
};

export const NoPosts: Story = { args: { posts: [] } };
