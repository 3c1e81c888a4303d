import { describe, expect, it } from 'vitest';
import { faqAnswerHtml, faqEntryOfPanel, faqPageJsonLd } from './faq-page';
import { serializeJsonLd } from './json-ld';

describe('FAQPage: the questions a FAQ page shows, each with its accepted answer', () => {
  it('one Question per entry, in page order, with its answer as the Answer text', () => {
    expect(
      faqPageJsonLd([
        {
          question: 'Wie lege ich die Manschette an?',
          answerHtml: '<p>2–3 cm über der <strong>Ellenbeuge</strong>.</p>',
        },
        { question: 'Wie reinige ich das Gerät?', answerHtml: 'Mit einem weichen Tuch.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Wie lege ich die Manschette an?',
          acceptedAnswer: { '@type': 'Answer', text: '<p>2–3 cm über der <strong>Ellenbeuge</strong>.</p>' },
        },
        {
          '@type': 'Question',
          name: 'Wie reinige ich das Gerät?',
          acceptedAnswer: { '@type': 'Answer', text: 'Mit einem weichen Tuch.' },
        },
      ],
    });
  });

  it('entries without a question or without answer text are left out; none left, no FAQPage', () => {
    const data = faqPageJsonLd([
      { question: '  ', answerHtml: '<p>Orphan answer</p>' },
      {
        question: 'Only an image?',
        answerHtml: '<p><img src="https://media.example.com/a.jpg" alt="A"></p>',
      },
      { question: 'Kept', answerHtml: '<p>Yes</p>' },
    ]);
    expect(data?.mainEntity).toEqual([
      { '@type': 'Question', name: 'Kept', acceptedAnswer: { '@type': 'Answer', text: '<p>Yes</p>' } },
    ]);
    expect(faqPageJsonLd([])).toBeNull();
    expect(faqPageJsonLd([{ question: 'Empty', answerHtml: ' <p> </p> ' }])).toBeNull();
  });

  it('its serialisation cannot close the script it sits in', () => {
    const data = faqPageJsonLd([{ question: 'Q </script><script>alert(1)</script>', answerHtml: 'A' }]);
    const json = serializeJsonLd(data ?? { '@type': 'none' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).mainEntity[0].name).toBe('Q </script><script>alert(1)</script>');
  });
});

describe("the answer's HTML is what Google reads in an FAQ answer", () => {
  it('headings, paragraphs, lists, line breaks, links and emphasis stay', () => {
    const html =
      '<h3>Tipp</h3><p>Erst <b>links</b>, dann <em>rechts</em>.<br>Siehe <a href="https://shop.example.com/de/p/bm-54/">BM 54</a>.</p><ol><li>Eins</li></ol><ul><li>Zwei</li></ul><div><i>Drei</i> <strong>Vier</strong></div>';
    expect(faqAnswerHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('other elements go and their text stays; images, scripts and styles go whole', () => {
    expect(
      faqAnswerHtml(
        '<p class="lead" style="color:red">Messen <span>Sie</span> <u>im Sitzen</u>.</p><img src="https://media.example.com/a.jpg" alt="A"><table><tr><td>2 cm</td></tr></table><script>alert(1)</script><style>p{}</style>',
      ),
    ).toBe('<p>Messen Sie im Sitzen.</p>2 cm');
  });

  it('links keep only their address, and only a web, mail or phone one', () => {
    expect(
      faqAnswerHtml(
        '<a href="https://x.example/" target="_blank" rel="noopener" class="c">x</a><a href="javascript:alert(1)">y</a><a href="tel:+4930123">z</a>',
      ),
    ).toBe('<a href="https://x.example/">x</a><a>y</a><a href="tel:+4930123">z</a>');
  });
});

describe('a FAQ listing panel as an entry', () => {
  it('its HTML content as the answer', () => {
    expect(faqEntryOfPanel({ headline: 'Q', contentHtml: '<p>A</p>', anchor: 'q' })).toEqual({
      question: 'Q',
      answerHtml: '<p>A</p>',
    });
  });

  it('plain text content as text, its markup characters escaped', () => {
    expect(faqEntryOfPanel({ headline: 'Q', content: ' Druck < 140 & Puls > 60 ', anchor: 'q' })).toEqual({
      question: 'Q',
      answerHtml: 'Druck &lt; 140 &amp; Puls &gt; 60',
    });
  });
});
