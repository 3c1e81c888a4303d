import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { blogPosts } from '../test/service-fixtures';
import { BlogPost } from './BlogPost';

const [post, withoutAuthor] = blogPosts as [(typeof blogPosts)[0], (typeof blogPosts)[0]];

describe('BlogPost: a single post', () => {
  it('title, author and date, the text, and the way back', () => {
    renderUi(<BlogPost post={post} blogHref="/de/blog" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blutdruck richtig messen' })).toBeTruthy();
    expect(screen.getByText('Dr. Anna Keller am 12.09.2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Vor der Messung' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Blog' }).getAttribute('href')).toBe('/de/blog');
  });

  it('the date alone without an author', () => {
    renderUi(<BlogPost post={withoutAuthor} blogHref="/de/blog" />, 'pl');
    expect(screen.getByText('Opublikowano 03.10.2025')).toBeTruthy();
  });
});
