import type { NextRequest } from 'next/server';
import { notFoundResponse } from '@/server/http/errors';
import { linkRoute, parseInput, type RouteHandler } from '@/server/http/route';
import { completeSignIn, returnQuery, startQuery, startSignIn } from '@/server/sso/sign-in';

// Top-level navigations, not mutations: no Origin to check; the state cookie ties a return to its start.
const perMinute = (limit: number) => ({ limit, windowSeconds: 60 });

/** The single-sign-on stores' sign-in (docs/accounts.md): start at the account service, and the way back. */
const STEPS: Record<string, RouteHandler> = {
  login: linkRoute({
    name: 'account-sso-login',
    rateLimit: perMinute(30),
    opened: 'browser',
    handle: (query, context) => startSignIn(parseInput(startQuery, Object.fromEntries(query)), context),
  }),
  return: linkRoute({
    name: 'account-sso-return',
    rateLimit: perMinute(20),
    opened: 'browser',
    handle: (query, context) => completeSignIn(parseInput(returnQuery, Object.fromEntries(query)), context),
  }),
};

type Params = { params: Promise<{ step: string }> };

export async function GET(request: NextRequest, { params }: Params) {
  const step = STEPS[(await params).step];
  return step ? step(request) : notFoundResponse();
}
