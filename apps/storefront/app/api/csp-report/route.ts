import type { NextRequest } from 'next/server';
import {
  CSP_REPORT_TYPES,
  cspViolations,
  MAX_CSP_REPORT_BYTES,
  violationLogFields,
} from '@/server/csp-report/csp-report';
import { parseJson, readBody } from '@/server/http/body';
import { errorResponse, RouteError } from '@/server/http/errors';
import { enforceRateLimit, routeContext } from '@/server/http/route';
import { logLine } from '@/server/log';

/**
 * Content-Security-Policy violations browsers report (`report-uri` and `report-to`). Browsers send them without
 * an origin check of ours to pass, so none is asked; size- and rate-limited, one log line each, never a 5xx.
 */
export async function POST(request: NextRequest): Promise<Response> {
  try {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!(CSP_REPORT_TYPES as readonly string[]).includes(type)) {
      throw new RouteError(415, 'unsupported_media_type', {
        headers: { accept: CSP_REPORT_TYPES.join(', ') },
      });
    }
    const context = await routeContext(request);
    await enforceRateLimit(context, 'csp-report', { limit: 30, windowSeconds: 60 });
    const violations = cspViolations(parseJson(await readBody(request, MAX_CSP_REPORT_BYTES)));
    if (!violations) throw new RouteError(400, 'invalid_input');
    if (violations.length) logLine('warn', 'csp violation', violationLogFields(violations));
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof RouteError) return errorResponse(error);
    // A report the shop cannot keep is lost, not failed: the browser does nothing with the answer.
    logLine('error', 'csp report not kept', { error });
    return new Response(null, { status: 204 });
  }
}
