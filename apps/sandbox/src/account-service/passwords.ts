// The service's own password flows (docs/account-service.md): a reset requested by email, the new password from
// the mailed link, and an invited customer's activation (a first password, or declining). Passwords of the
// single-sign-on stores' customers are the service's, so the shop's reset and activation routes lead here.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../floor/http';
import { hashPassword } from '../floor/secrets';
import { deleteAccessTokensOf, issueOneTimeToken, useOneTimeToken } from '../stores/customer-tokens';
import { type CustomerRow, customerByEmail, customerById, updateCustomer } from '../stores/customers';
import { sendMail } from '../stores/outbox';
import { type ServiceContext, sendPage, serviceBaseUrl } from './context';
import { checkReturnTo, pageContext, readFlow, refuseReturnTo } from './flow';
import {
  type FieldError,
  type Flow,
  type FormState,
  flowQuery,
  forgotPage,
  type MailLink,
  messagePage,
  newPasswordPage,
} from './pages';
import { endSessionsOf } from './sessions';
import { csrfOf, EMAIL, passwordProblem, refusedPost, signIn, text } from './sign-in';

export type PasswordPage = 'forgot' | 'reset' | 'activate';

const MAIL_PAGE = { reset: 'password/reset', activate: 'activate' } as const;

function linkOf(params: URLSearchParams): MailLink | null {
  const id = params.get('id') ?? '';
  const token = params.get('token') ?? '';
  return /^\d{1,15}$/.test(id) && /^[0-9a-zA-Z_-]{8,256}$/.test(token) ? { id, token } : null;
}

/** Mails the service's own link: a new password, or the activation of an invited customer. */
async function mailLink(
  context: ServiceContext,
  request: IncomingMessage,
  customer: CustomerRow,
  flow: Flow,
): Promise<void> {
  const purpose = customer.state === 'invited' ? 'activate' : 'reset';
  const token = await issueOneTimeToken(context.db, customer.id, purpose);
  const query = flowQuery(flow, { id: String(customer.id), token });
  const link = `${serviceBaseUrl(context, request)}/account/${MAIL_PAGE[purpose]}?${query}`;
  const { texts } = pageContext(flow);
  await sendMail(context.db, {
    to: customer.email,
    kind: purpose === 'reset' ? 'customer_account_reset' : 'customer_account_activate',
    subject: purpose === 'reset' ? texts.newPasswordTitle : texts.activateTitle,
    text: (purpose === 'reset' ? texts.resetMail : texts.activateMail).replace('{link}', link),
    data: { accountService: true, link },
  });
}

/** GET of the reset request or a mailed link's page. */
export function showPasswordPage(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  page: PasswordPage,
): number {
  const flow = readFlow(url.searchParams);
  if (checkReturnTo(context, flow).kind === 'invalid') return refuseReturnTo(response, flow);
  const csrf = csrfOf(context, request);
  const headers: Record<string, string> = csrf.cookie ? { 'set-cookie': csrf.cookie } : {};
  const form: FormState = { values: {}, errors: [], formError: null };
  const view = pageContext(flow);
  if (page === 'forgot') return sendPage(response, 200, forgotPage(view, flow, csrf.token, form), headers);
  const link = linkOf(url.searchParams);
  if (!link)
    return sendPage(
      response,
      400,
      messagePage(view, view.texts.badLinkTitle, view.texts.linkInvalid, 'alert'),
    );
  return sendPage(response, 200, newPasswordPage(view, flow, csrf.token, form, page, link), headers);
}

/** POST of the reset request, a new password, an activation or a declined invitation. */
export async function submitPasswordPage(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  page: PasswordPage,
): Promise<number> {
  const form = new URLSearchParams(await readBody(request));
  const flow = readFlow(form);
  if (checkReturnTo(context, flow).kind === 'invalid') return refuseReturnTo(response, flow);
  const csrf = csrfOf(context, request);
  const view = pageContext(flow);
  const { texts } = view;
  const link = page === 'forgot' ? null : linkOf(form);
  const again = (status: number, formError: string | null, errors: FieldError[] = []) => {
    const state = { values: { email: text(form, 'email') }, errors, formError };
    const html =
      page === 'forgot' || !link
        ? forgotPage(view, flow, csrf.token, state)
        : newPasswordPage(view, flow, csrf.token, state, page, link);
    return sendPage(response, status, html, csrf.cookie ? { 'set-cookie': csrf.cookie } : {});
  };
  const refused = refusedPost(context, request, form, texts);
  if (refused) return again(refused.status, refused.message);

  if (page === 'forgot') {
    const email = EMAIL.safeParse(text(form, 'email'));
    if (!email.success) return again(400, null, [{ field: 'email', message: texts.emailInvalid }]);
    const customer = await customerByEmail(context.db, email.data);
    if (customer) await mailLink(context, request, customer, flow);
    // The same answer whether the address is known or not.
    return sendPage(
      response,
      200,
      messagePage(view, texts.sentTitle, texts.sentText.replace('{email}', email.data), 'status'),
    );
  }
  const invalid = () =>
    sendPage(response, 400, messagePage(view, texts.badLinkTitle, texts.linkInvalid, 'alert'));
  if (!link) return invalid();

  if (page === 'activate' && form.get('decision') === 'decline') {
    // Declining spends the invitation; the customer stays invited and nobody is signed in.
    const customer = await customerById(context.db, Number(link.id));
    if (
      customer?.state !== 'invited' ||
      !(await useOneTimeToken(context.db, customer.id, 'activate', link.token))
    )
      return invalid();
    return sendPage(response, 200, messagePage(view, texts.declinedTitle, texts.declinedText, 'status'));
  }

  const password = form.get('password') ?? '';
  const problem = passwordProblem(texts, password);
  if (problem) return again(400, null, [{ field: 'password', message: problem }]);
  if (password !== (form.get('repeat') ?? ''))
    return again(400, null, [{ field: 'repeat', message: texts.passwordsDiffer }]);
  const customer = await context.db.transaction(async (tx) => {
    const found = await customerById(tx, Number(link.id));
    if (!found || (page === 'activate' && found.state !== 'invited')) return null;
    if (!(await useOneTimeToken(tx, found.id, page, link.token))) return null;
    // A new password ends the customer's sessions, here and at the shop backend.
    await deleteAccessTokensOf(tx, found.id);
    return updateCustomer(tx, found.id, {
      passwordHash: await hashPassword(password),
      state: 'enabled',
      updatedAt: new Date(),
    });
  });
  if (!customer) return invalid();
  await endSessionsOf(context.db, customer.id);
  return signIn(context, request, response, customer, flow);
}
