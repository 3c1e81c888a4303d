import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, MAX_QUERY_LENGTH, malformedUrl } from './request-guard';

describe('malformedUrl', () => {
  it.each([
    ['/de/', ''],
    ['/de/c/waagen/', '?sort=price-asc&size=M'],
    ['/de/p/k%C3%BCchenwaage/', ''],
    ['/de/search-de', '?q=a+b%20c&page=2'],
    ['/pl/', '?q=%C5%BC%C3%B3%C5%82w'],
    [`/de/${'a'.repeat(MAX_PATH_LENGTH - 4)}`, ''],
    ['/de/', `?q=${'a'.repeat(MAX_QUERY_LENGTH - 2)}`],
  ])('takes %s%s as a page', (pathname, search) => {
    expect(malformedUrl(pathname, search)).toBeNull();
  });

  it.each([
    ['/de/%'],
    ['/de/c/%E0%A4%A/'],
    ['/de/p/%ff%fe/'],
    ['/de/%00'],
    ['/de/a%0Ab'],
    [`/de/${'a'.repeat(MAX_PATH_LENGTH)}`],
  ])('refuses the path %s', (pathname) => {
    expect(malformedUrl(pathname, '')).toBe('path');
  });

  it.each([
    ['?q=%'],
    ['?q=%ff'],
    ['?q=%00%00'],
    ['?q=a&sort=%E0%A4%A'],
    [`?q=${'a'.repeat(MAX_QUERY_LENGTH)}`],
  ])('refuses the query %s', (search) => {
    expect(malformedUrl('/de/', search)).toBe('query');
  });
});
