import { describe, expect, it } from 'vitest';
import { manualsFilterOf, manualsQuery } from './manuals-model';

describe('the manuals filter in the URL', () => {
  it('reads q, category and fileType; an unknown file type is no filter', () => {
    expect(manualsFilterOf({ q: ' BM 54 ', category: '3', fileType: 'datasheet' })).toEqual({
      q: 'BM 54',
      category: '3',
      fileType: 'datasheet',
    });
    expect(manualsFilterOf({ fileType: 'poster', q: ['a', 'b'] })).toEqual({
      q: 'a',
      category: '',
      fileType: '',
    });
  });

  it('writes only what is set', () => {
    expect(manualsQuery({ q: '', category: '', fileType: 'instructions' })).toBe('fileType=instructions');
    expect(manualsQuery({ q: ' ', category: '', fileType: '' })).toBe('');
  });
});
