import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { blogPosts } from '../test/service-fixtures';
import { BlogList } from './BlogList';

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
    const more = screen.getAllByRole('link', { name: 'Weiterlesen' });
    expect(more.map((link) => link.getAttribute('href'))).toEqual([
      '/de/blog/blutdruck-richtig-messen/',
      '/de/blog/fieber-bei-kindern/',
    ]);
  });

  it('the translated title and an empty state', () => {
    renderUi(<BlogList posts={[]} />, 'gb');
    expect(screen.getByRole('heading', { level: 1, name: 'Our blog' })).toBeTruthy();
    expect(screen.getByText('No posts yet')).toBeTruthy();
  });
});
