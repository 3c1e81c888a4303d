import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plain, renderUi } from '../test/render';
import { type ProductDownloadData, ProductDownloads } from './ProductDownloads';

const downloads: ProductDownloadData[] = [
  {
    kind: 'instructions',
    title: 'BM 54 manual',
    productName: 'Blood pressure monitor BM 54',
    url: 'https://media.example/files/bm54-manual.pdf',
    fileType: 'pdf',
    lastUpdate: '2026-03-04T10:00:00.000Z',
  },
  {
    kind: 'datasheet',
    title: '',
    productName: 'Blood pressure monitor BM 54',
    url: 'https://media.example/files/bm54-datasheet.pdf',
    fileType: 'pdf',
    lastUpdate: '2025-12-31T23:30:00.000Z',
  },
];

describe('ProductDownloads: product name, last update date and file type per file (spec §2.3)', () => {
  it('shows a row per file with the product, the file type and the date, linking to the file', () => {
    renderUi(<ProductDownloads downloads={downloads} />, 'gb');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Document', 'Product', 'File type', 'Last update']);
    const [, first, second] = screen.getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => plain(td.textContent)),
    ).toEqual(['BM 54 manual PDF', 'Blood pressure monitor BM 54', 'Instructions for use', '4 Mar 2026']);
    const link = within(first).getByRole('link', { name: 'BM 54 manual' });
    expect(link.getAttribute('href')).toBe('https://media.example/files/bm54-manual.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(second).getByRole('link', { name: 'Data sheet' })).toBeTruthy();
    expect(within(second).getByText('31 Dec 2025')).toBeTruthy();
  });

  it('speaks Polish', () => {
    renderUi(<ProductDownloads downloads={downloads} />, 'pl');
    expect(screen.getAllByText('Instrukcja obsługi')).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Ostatnia aktualizacja' })).toBeTruthy();
  });
});
