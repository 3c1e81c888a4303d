// The review form posted by the browser itself (before hydration or without JavaScript; the product page's form
// has `action="/api/reviews"`): its fields as the route's JSON body, and its answer as a page in the edition's
// language. Taken: the thank-you. Refused: why, and the form again with what the shopper typed.
import { DEFAULT_STORE, isEditionKey } from '@shop/editions';
import { getIntl, type MessageId, type Translate } from '@shop/i18n';
import { safeReturnPath } from '../../lib/return-path';
import { REVIEW_FORM_HIDDEN, REVIEWS_ROUTE } from '../../lib/review-form';
import { messageOf, type RouteError } from '../http/errors';
import type { FormPost } from '../http/route';
import { escapeHtml } from '../mail/html';
import { plainPage } from '../plain-page';
import { reviewBody } from './submit';

const TEXT_FIELDS = [
  ['title', 'reviews.form.title', 'text', 200],
  ['comment', 'reviews.form.comment', 'textarea', 5000],
  ['email', 'form.field.email', 'email', 254],
] as const;

const SHOWN_FIELDS = ['rating', ...TEXT_FIELDS.map(([name]) => name)];

function reviewInput(fields: URLSearchParams): unknown {
  const rating = fields.get('rating');
  return {
    edition: fields.get('edition'),
    productId: fields.get('productId'),
    rating: rating ? Number(rating) : undefined,
    title: fields.get('title') ?? undefined,
    comment: fields.get('comment') ?? undefined,
    email: fields.get('email') ?? undefined,
  };
}

/**
 * Every field of the form the schema refuses, with its message, in the form's order: the route names its first only,
 * and a shopper without JavaScript should see at once each field to mend (with JavaScript the form marks them all).
 */
function refusedFields(fields: URLSearchParams, first: { field?: string; message: MessageId }) {
  const refused = new Map<string, MessageId>();
  const result = reviewBody.safeParse(reviewInput(fields), { error: () => 'FORM_ERROR_PATTERN' });
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!refused.has(field)) refused.set(field, issue.message as MessageId);
  }
  if (first.field) refused.set(first.field, first.message);
  return new Map(
    SHOWN_FIELDS.flatMap((name) => (refused.has(name) ? [[name, refused.get(name) as MessageId]] : [])),
  );
}

/** The form again, as posted: the hidden fields, the choice and the texts; each refused field marked. */
function formHtml(t: Translate, fields: URLSearchParams, refused: ReadonlyMap<string, MessageId>): string {
  const e = escapeHtml;
  const value = (name: string) => e(fields.get(name) ?? '');
  const [firstRefused] = refused.keys();
  const invalid = (name: string) =>
    refused.has(name)
      ? ` aria-invalid="true" aria-describedby="${name}-error"${name === firstRefused ? ' autofocus' : ''}`
      : '';
  const error = (name: string) => {
    const message = refused.get(name);
    return message ? `<p id="${name}-error">${e(t(message))}</p>` : '';
  };
  const hidden = REVIEW_FORM_HIDDEN.map(
    (name) => `<input type="hidden" name="${name}" value="${value(name)}">`,
  ).join('');
  const stars = [1, 2, 3, 4, 5]
    .map(
      (stars) =>
        `<label><input type="radio" name="rating" value="${stars}"${fields.get('rating') === String(stars) ? ' checked' : ''}${stars === 1 ? invalid('rating') : ''}> ${e(t('reviews.form.ratingOption', { stars }))}</label>`,
    )
    .join(' ');
  const texts = TEXT_FIELDS.map(([name, label, kind, max]) => {
    const control =
      kind === 'textarea'
        ? `<textarea id="review-${name}" name="${name}" rows="5" maxlength="${max}" required${invalid(name)}>${value(name)}</textarea>`
        : `<input id="review-${name}" name="${name}" type="${kind}" maxlength="${max}" value="${value(name)}" required${invalid(name)}>`;
    return `<p><label for="review-${name}">${e(t(label))} *</label><br>${control}</p>${error(name)}`;
  }).join('');
  return `<form method="post" action="${REVIEWS_ROUTE}" novalidate>${hidden}
<fieldset><legend>${e(t('reviews.form.rating'))} *</legend>${stars}${error('rating')}</fieldset>${texts}
<p>${e(t('form.mandatoryNote'))}</p><button type="submit">${e(t('reviews.form.submit'))}</button></form>`;
}

async function reviewFormPage({
  fields,
  error,
}: {
  fields: URLSearchParams;
  error: RouteError | null;
}): Promise<Response> {
  const named = fields.get('edition') ?? '';
  const edition = isEditionKey(named) ? named : DEFAULT_STORE;
  const href = safeReturnPath(fields.get('page')) ?? undefined;
  const home = href ? 'faq.product.back' : 'ERROR_PAGE_HOMEPAGE';
  if (!error) {
    return plainPage(edition, { title: 'reviews.write', text: 'reviews.thankYou', home }, 200, {
      href,
      role: 'status',
    });
  }
  const message = error.options.message ?? messageOf(error.code, 'reviews.failure');
  // A field of the form at fault: its message beside it, and above the form the ask to check the input.
  const field = SHOWN_FIELDS.find((name) => name === error.options.field);
  const refused = field ? refusedFields(fields, { field, message }) : new Map<string, MessageId>();
  const { t } = await getIntl(edition);
  return plainPage(
    edition,
    { title: 'reviews.write', text: field ? 'FORM_ERROR_PATTERN' : message, home },
    error.status,
    { href, role: 'alert', html: formHtml(t, fields, refused) },
  );
}

export const reviewFormPost: FormPost = { input: reviewInput, page: reviewFormPage };
