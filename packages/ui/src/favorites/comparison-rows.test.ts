import { describe, expect, it } from 'vitest';
import { comparisonRows } from './comparison-rows';

const product = (rows: [string, string][]) => ({
  technicalData: rows.map(([label, value]) => ({ label, value })),
});

describe('comparison rows: every technical-data row, marked where the values differ', () => {
  it('lists labels in order of first appearance, with a gap where a product lacks the row', () => {
    const rows = comparisonRows([
      product([
        ['Modell', 'BM 54'],
        ['Gewicht', '500 g'],
      ]),
      product([
        ['Modell', 'BM 58'],
        ['Farbe', 'Weiß'],
      ]),
    ]);
    expect(rows.map((row) => row.label)).toEqual(['Modell', 'Gewicht', 'Farbe']);
    expect(rows[1]?.values).toEqual(['500 g', null]);
  });

  it('a row differs when any value differs; case, spacing and empty-as-absent do not count', () => {
    const rows = comparisonRows([
      product([
        ['Gewicht', '500 g'],
        ['Farbe', 'Weiß'],
        ['EAN', ''],
      ]),
      product([
        ['Gewicht', '500 g'],
        ['Farbe', ' weiß '],
        ['EAN', '  '],
      ]),
      product([
        ['Gewicht', '520 g'],
        ['Farbe', 'WEISS'],
      ]),
    ]);
    expect(rows.map((row) => [row.label, row.differs])).toEqual([
      ['Gewicht', true],
      ['Farbe', true],
      ['EAN', false],
    ]);
  });
});
