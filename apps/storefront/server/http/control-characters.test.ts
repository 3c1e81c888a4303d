import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isCleanText, withoutControlCharacters } from './control-characters';

describe('control characters in typed text', () => {
  it.each(['a\u0000b', '\u0001', 'x\u001bx', '\u000b', '\u000c', '\u007f', '\u001f'])('finds %j', (value) => {
    expect(hasControlCharacters(value)).toBe(true);
  });

  it.each(['plain', 'two\nlines', 'tab\there', 'crlf\r\n', 'Zażółć gęślą jaźń', '😀', ''])(
    'lets %j be',
    (value) => {
      expect(hasControlCharacters(value)).toBe(false);
    },
  );

  it('cuts every one out and keeps the rest, line breaks included', () => {
    expect(withoutControlCharacters('Type\u0000Error:\u001b[31m x\ny\u007f')).toBe('TypeError:[31m x\ny');
  });

  it('takes text without either, pairs of surrogates included', () => {
    expect(isCleanText('Zażółć 😀\n')).toBe(true);
    expect(isCleanText('a\ud800')).toBe(false);
    expect(isCleanText('\udc00a')).toBe(false);
    expect(isCleanText('a\u0000')).toBe(false);
  });
});
