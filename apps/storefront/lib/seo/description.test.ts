import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, metaDescription, plainText } from './description';

const words = (count: number, word = 'abcd') => Array.from({ length: count }, () => word).join(' ');

describe('a meta description is cut at 154 characters, at a word boundary', () => {
  it('a text of exactly 154 characters stays whole; one of 155 is cut', () => {
    const exact = `${words(30)} abcd`.slice(0, 149).padEnd(154, 'x');
    expect(exact).toHaveLength(154);
    expect(metaDescription(exact)).toBe(exact);
    const longer = `${exact}y`;
    const cut = metaDescription(longer);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(longer.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('keeps every whole word that fits with the ellipsis and drops the one that does not', () => {
    // 30 words of 4 letters are 149 characters: with ' ' and a fifth letter the 31st word would end at 154.
    const text = `${words(30)} abcde fghij`;
    expect(metaDescription(text)).toBe(`${words(30)}…`);
    const fits = `${words(30)} abc fghij`; // 'abc' ends at 153, so 'abc…' is exactly 154
    expect(metaDescription(fits)).toBe(`${words(30)} abc…`);
    expect(metaDescription(fits)).toHaveLength(154);
  });

  it('never ends on a cut word or on punctuation before the ellipsis', () => {
    const text = `${words(29)}, ${'w'.repeat(40)}`;
    const cut = metaDescription(text);
    expect(cut).toBe(`${words(29)}…`);
    for (const word of cut.slice(0, -1).split(' ')) expect(text.split(/[ ,]+/)).toContain(word);
  });

  it('a single word longer than the limit is cut inside it', () => {
    const cut = metaDescription('x'.repeat(200));
    expect(cut).toBe(`${'x'.repeat(153)}…`);
  });

  it('collapses and trims whitespace first, and leaves an empty text empty', () => {
    expect(metaDescription('  Blood  pressure\n monitor \t')).toBe('Blood pressure monitor');
    expect(metaDescription('')).toBe('');
  });

  it('takes another limit', () => {
    expect(metaDescription('one two three four', 10)).toBe('one two…');
  });
});

describe('plainText reads the text of an HTML description', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(plainText('<p>Cuff &amp; case</p>\n<ul><li>22–42&nbsp;cm</li><li>&#8364;&lt;5</li></ul>')).toBe(
      'Cuff & case 22–42 cm €<5',
    );
  });
});
