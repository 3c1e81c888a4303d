import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { SnippetNotes } from './SnippetNotes';

describe('SnippetNotes', () => {
  it('lists the notes under their name, a note with a link as a link', () => {
    renderUi(
      <SnippetNotes notes={[{ text: '30-day returns' }, { text: 'Shipping', href: '/en/shipping' }]} />,
      'en',
    );
    const list = screen.getByRole('list', { name: 'Good to know' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '30-day returns',
      'Shipping',
    ]);
    expect(screen.getByRole('link', { name: 'Shipping' }).getAttribute('href')).toBe('/en/shipping');
  });

  it('renders nothing without notes', () => {
    const { container } = renderUi(<SnippetNotes notes={[]} />, 'en');
    expect(container.innerHTML).toBe('');
  });
});
