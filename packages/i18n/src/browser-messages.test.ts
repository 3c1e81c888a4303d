import { describe, expect, it } from 'vitest';
import { browserMessages } from './browser-messages';
import { loadMessages } from './catalogues';
import type { CompiledMessages } from './types';

describe('browserMessages: the catalogue as a page carries it', () => {
  it('a message without arguments becomes its text; literals inside a tree become plain strings', () => {
    const compiled = {
      'a.text': [{ type: 0, value: 'Warenkorb' }],
      'a.count': [
        {
          type: 6,
          value: 'count',
          options: {
            one: { value: [{ type: 7 }, { type: 0, value: ' Artikel' }] },
            other: { value: [{ type: 7 }, { type: 0, value: ' Artikel' }] },
          },
          offset: 0,
          pluralType: 'cardinal',
        },
      ],
      'a.tag': [
        { type: 8, value: 'b', children: [{ type: 0, value: 'fett' }] },
        { type: 0, value: '!' },
      ],
    } as unknown as CompiledMessages;
    expect(browserMessages(compiled)).toEqual({
      'a.text': 'Warenkorb',
      'a.count': [
        {
          type: 6,
          value: 'count',
          options: { one: { value: [{ type: 7 }, ' Artikel'] }, other: { value: [{ type: 7 }, ' Artikel'] } },
          offset: 0,
          pluralType: 'cardinal',
        },
      ],
      'a.tag': [{ type: 8, value: 'b', children: ['fett'] }, '!'],
    });
  });

  it('is at least a fifth lighter than the compiled catalogue', async () => {
    const compiled = await loadMessages('de');
    const light = JSON.stringify(browserMessages(compiled)).length;
    expect(light).toBeLessThan(JSON.stringify(compiled).length * 0.8);
  });
});
