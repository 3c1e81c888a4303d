// The small page a newsletter link opens (confirmed, unsubscribed, invalid), in the edition's language.
import type { EditionKey } from '@shop/editions';
import { plainPage } from '../plain-page';

export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid';

const TEXTS = {
  confirmed: { title: 'newsletter.confirmed.title', text: 'newsletter.confirmed.text' },
  unsubscribed: { title: 'newsletter.unsubscribed.title', text: 'newsletter.unsubscribed.text' },
  invalid: { title: 'newsletter.link.invalid.title', text: 'newsletter.link.invalid.text' },
} as const;

export function linkPage(edition: EditionKey, outcome: LinkOutcome): Promise<Response> {
  return plainPage(
    edition,
    { ...TEXTS[outcome], home: 'newsletter.link.home' },
    outcome === 'invalid' ? 400 : 200,
  );
}
