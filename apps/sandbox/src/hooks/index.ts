// The /__sandbox/* test hooks: health, reset, outbox, faults, invitations, order fulfilment and cancellation,
// (customer-hooks.ts) token expiry, and
// (edit-hooks.ts) changes to the catalogue and content announced by webhooks, and (admin.ts) collections, pages,
// menus and metafields by handle. They exist only in the sandbox.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FaultError, type Faults, parseFault } from '../floor/faults';
import { gid } from '../floor/gid';
import { decodeSegment, HttpError, originOf, parseJsonBody, readBody, sendJson } from '../floor/http';
import type { ShopState } from '../shop-api/context';
import { API_VERSION } from '../shop-api/index';
import { sendActivation } from '../stores/account-mails';
import { createCustomer, customerByEmail } from '../stores/customers';
import { CANCEL_REASONS, type CancelReason, cancelOrder, findOrder, fulfillOrder } from '../stores/orders';
import { listMail } from '../stores/outbox';
import { type AdminHookEnv, handleAdminHook } from './admin';
import { handleCustomerHook } from './customers';
import { type EditHookEnv, handleEditHook } from './edits';
import { handleReviewHook } from './reviews';

export interface HookEnv extends EditHookEnv, AdminHookEnv {
  state: ShopState;
  databaseKind: 'pglite' | 'postgres';
  faults: Faults;
  reset: (body: unknown) => Promise<unknown>;
  catalogueSize: () => { seed: number; products: number };
  smtpPort: number | null;
}

export async function handleHook(
  env: HookEnv,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<number> {
  const path = url.pathname;
  const method = request.method ?? 'GET';
  if (path === '/__sandbox/health' && method === 'GET') {
    sendJson(response, 200, {
      status: 'ok',
      apiVersion: API_VERSION,
      database: env.databaseKind,
      products: env.state.catalogue.products.length,
      seed: env.catalogueSize().seed,
      smtpPort: env.smtpPort,
    });
    return 200;
  }
  if (path === '/__sandbox/outbox' && method === 'GET') {
    sendJson(response, 200, { emails: await listMail(env.state.db, url.searchParams.get('to')) });
    return 200;
  }
  if (path === '/__sandbox/reset' && method === 'POST') {
    sendJson(response, 200, await env.reset(parseJsonBody(await readBody(request))));
    return 200;
  }
  if (path === '/__sandbox/faults') {
    if (method === 'GET') {
      sendJson(response, 200, { faults: env.faults.all() });
      return 200;
    }
    if (method === 'POST') {
      try {
        const fault = env.faults.add(parseFault(parseJsonBody(await readBody(request))));
        sendJson(response, 201, { fault });
        return 201;
      } catch (error) {
        if (error instanceof FaultError) throw new HttpError(400, error.message);
        throw error;
      }
    }
    if (method === 'DELETE') {
      env.faults.clear();
      sendJson(response, 200, { faults: [] });
      return 200;
    }
  }
  const faultMatch = /^\/__sandbox\/faults\/([0-9a-f]+)$/.exec(path);
  if (faultMatch && method === 'DELETE') {
    const removed = env.faults.remove(faultMatch[1] as string);
    sendJson(
      response,
      removed ? 200 : 404,
      removed ? { removed: faultMatch[1] } : { error: 'No such fault' },
    );
    return removed ? 200 : 404;
  }
  const fulfillMatch = /^\/__sandbox\/orders\/([^/]+)\/fulfill$/.exec(path);
  if (fulfillMatch && method === 'POST') {
    const body = parseJsonBody(await readBody(request)) as Record<string, unknown>;
    for (const key of ['trackingCompany', 'trackingNumber', 'trackingUrl']) {
      if (body[key] != null && typeof body[key] !== 'string')
        throw new HttpError(400, `${key} must be a string`);
    }
    const orderId = decodeSegment(fulfillMatch[1] as string);
    const order = orderId === null ? null : await findOrder(env.state.db, orderId);
    if (!order) throw new HttpError(404, 'No such order');
    const result = await fulfillOrder(env.state.db, order.id, body as Record<string, string>);
    sendJson(response, 200, {
      order: {
        id: gid('Order', order.id),
        name: order.name,
        fulfillmentStatus: result.order?.fulfillmentStatus,
      },
      tracking: { company: result.trackingCompany, number: result.trackingNumber, url: result.trackingUrl },
    });
    return 200;
  }
  const cancelMatch = /^\/__sandbox\/orders\/([^/]+)\/cancel$/.exec(path);
  if (cancelMatch && method === 'POST') {
    const body = parseJsonBody(await readBody(request)) as Record<string, unknown>;
    const reason = body.reason ?? 'CUSTOMER';
    if (!CANCEL_REASONS.includes(reason as CancelReason)) {
      throw new HttpError(400, `reason must be one of ${CANCEL_REASONS.join(', ')}`);
    }
    const orderId = decodeSegment(cancelMatch[1] as string);
    const order = orderId === null ? null : await findOrder(env.state.db, orderId);
    if (!order) throw new HttpError(404, 'No such order');
    const canceled = await cancelOrder(env.state, order.id, reason as CancelReason);
    sendJson(response, 200, {
      order: {
        id: gid('Order', order.id),
        name: order.name,
        cancelReason: canceled?.cancelReason,
        financialStatus: canceled?.financialStatus,
      },
    });
    return 200;
  }
  if (path === '/__sandbox/invitations' && method === 'POST') {
    const body = parseJsonBody(await readBody(request)) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new HttpError(400, 'A valid email is required');
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : null);
    if (await customerByEmail(env.state.db, email))
      throw new HttpError(409, 'A customer with this email exists');
    const result = await env.state.db.transaction(async (tx) => {
      const customer = await createCustomer(tx, {
        email,
        firstName: text('firstName'),
        lastName: text('lastName'),
        state: 'invited',
      });
      return {
        customer,
        activationUrl: await sendActivation(tx, originOf(request), customer, env.state.config.accountLinks),
      };
    });
    sendJson(response, 201, {
      customer: { id: gid('Customer', result.customer.id), email: result.customer.email, state: 'invited' },
      activationUrl: result.activationUrl,
    });
    return 201;
  }
  const edited =
    (await handleEditHook(env, request, response, url)) ??
    (await handleCustomerHook(env.state, request, response, url)) ??
    (await handleReviewHook(env, request, response, url)) ??
    (await handleAdminHook(env, request, response, url));
  if (edited !== null) return edited;
  throw new HttpError(404, 'No such sandbox endpoint');
}
