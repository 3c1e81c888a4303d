import { describe, expect, it } from 'vitest';
import { contentHref, publicPath } from './links';

describe('links editors give outside the HTML fields', () => {
  it.each([
    ['/de/c/waagen/', '/de/c/waagen/'],
    ['/en/c/scales/', '/global/c/scales/'],
    ['/gb/service/', '/uk/service/'],
    ['  /de/  ', '/de/'],
    ['#newsletter', '#newsletter'],
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['HTTP://example.com/', 'HTTP://example.com/'],
    ['//cdn.example/a', 'https://cdn.example/a'],
    ['mailto:service@example.com', 'mailto:service@example.com'],
    ['tel:+4930123456', 'tel:+4930123456'],
  ])('keeps %j as %j', (value, expected) => {
    expect(contentHref(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'java\tscript:alert(1)',
    '/\\evil.example',
    '///evil.example',
    'https:/evil.example',
    'ftp://example.com/',
    'relative/path',
    '',
  ])('leaves %j out', (value) => {
    expect(contentHref(value)).toBe('');
  });

  it('maps only the content service’s own language segments to the public ones', () => {
    expect(publicPath('/en')).toBe('/global');
    expect(publicPath('/english/')).toBe('/english/');
  });
});
