import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { blogPosts } from '../test/service-fixtures';
import { BlogList } from './BlogList';
import type { BlogPostData } from './blog-model';

describe('BlogList: the content service blog pages as a list', () => {
  it('each post with title linking to it, date and teaser', () => {
    renderUi(<BlogList title="Ratgeber" posts={blogPosts} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ratgeber' })).toBeTruthy();
    const title = screen.getByRole('link', { name: 'Blutdruck richtig messen' });
    expect(title.getAttribute('href')).toBe('/de/blog/blutdruck-richtig-messen/');
    expect(screen.getByText('Veröffentlicht am 12.09.2025').getAttribute('datetime')).toBe(
      '2025-09-12T08:00:00.000Z',
    );
    expect(screen.getByText('Wann messen, wann zum Arzt?')).toBeTruthy();
    const more = screen.getAllByRole('link', { name: /^Weiterlesen/ });
    expect(more.map((link) => link.getAttribute('href'))).toEqual([
      '/de/blog/blutdruck-richtig-messen/',
      '/de/blog/fieber-bei-kindern/',
    ]);
  });

  it('each "read more" link names its post, so no link reads as a bare "Read more"', () => {
    renderUi(<BlogList posts={blogPosts} />, 'gb');
    const more = screen.getAllByRole('link', { name: /^Read more/ });
    expect(more.map((link) => link.textContent)).toEqual([
      'Read more: Blutdruck richtig messen',
      'Read more: Fieber bei Kindern',
    ]);
  });

  it('the first row of pictures (three) loads at once with high priority, the others lazily', () => {
    const withImage = blogPosts[0] as BlogPostData;
    const posts = [1, 2, 3, 4, 5].map((n) => ({ ...withImage, id: `post-${n}`, title: `Beitrag ${n}` }));
    const { container } = renderUi(<BlogList posts={posts} />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      null,
      null,
    ]);
  });

  it('the translated title and an empty state', () => {
    renderUi(<BlogList posts={[]} />, 'gb');
    expect(screen.getByRole('heading', { level: 1, name: 'Our blog' })).toBeTruthy();
    expect(screen.getByText('No posts yet')).toBeTruthy();
  });
});
