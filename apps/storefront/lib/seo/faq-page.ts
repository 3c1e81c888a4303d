// schema.org FAQPage for the FAQ pages (the FAQ listing, a single question, a product's FAQ page): the questions
// the page shows, each with its answer in the HTML Google reads in an FAQ answer.
import type { FaqPanelData } from '@shop/ui/model';
import { panelText } from '@shop/ui/model';
import sanitizeHtml from 'sanitize-html';
import type { JsonLd } from './json-ld';

/** A question as the page shows it, its answer as sanitised HTML. */
export interface FaqEntry {
  question: string;
  answerHtml: string;
}

/** The elements Google shows in an FAQ answer; every other tag is dropped, its text kept. */
// biome-ignore format: one list reads better than one tag a line
export const FAQ_ANSWER_TAGS: readonly string[] = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'ol', 'ul', 'li', 'a', 'p', 'div', 'b', 'strong', 'i', 'em',
];

const ANSWER_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...FAQ_ANSWER_TAGS],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'xmp', 'noembed', 'noframes'],
  disallowedTagsMode: 'discard',
};

/** An answer's HTML cut down to what an FAQ answer may hold (no images, tables, classes or styles). */
export function faqAnswerHtml(html: string): string {
  return sanitizeHtml(html, ANSWER_OPTIONS).trim();
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A panel of the FAQ listing as an entry: its HTML answer, else its plain text as HTML. */
export function faqEntryOfPanel(panel: FaqPanelData): FaqEntry {
  const text = panel.content?.trim();
  return { question: panel.headline, answerHtml: text ? escapeText(text) : (panel.contentHtml ?? '') };
}

/**
 * The page's FAQPage node: one Question with its accepted Answer per entry that has both a question and an
 * answer with text; `null` when none has (a page without questions carries no FAQPage).
 */
export function faqPageJsonLd(entries: readonly FaqEntry[]): JsonLd | null {
  const questions = entries.flatMap((entry) => {
    const name = entry.question.trim();
    const text = faqAnswerHtml(entry.answerHtml);
    const hasText = panelText({ headline: name, contentHtml: text, anchor: '' }) !== '';
    return name && hasText
      ? [{ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text } }]
      : [];
  });
  if (questions.length === 0) return null;
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: questions };
}
