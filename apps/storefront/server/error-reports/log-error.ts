// POST /log-error/ (spec §7): an error a page of the shop ran into. Kept 30 days with the shopper's address only
// as a keyed hash, every text cut to a sane length, and written to the server log as one JSON line.
import { z } from 'zod';
import { withoutControlCharacters } from '../http/control-characters';
import type { RouteContext } from '../http/route';
import { logLine } from '../log';
import { VALID_REQUEST_ID } from '../observe/request-id';
import { keyedHash, storefrontSecret } from '../secrets';
import { saveErrorReport } from './report-store';

/**
 * A text field: whatever was sent, without control characters (a NUL cannot be stored), cut to `max` characters: a
 * report is never refused for being long or odd.
 */
const text = (max: number) =>
  z
    .string()
    .transform((value) => withoutControlCharacters(value).slice(0, max))
    .optional();

export const errorReportBody = z
  .object({
    Host: text(255),
    Path: text(2048),
    queryString: text(2048),
    Platform: text(255),
    'User-Agent': text(512),
    CustomerIP: text(255),
    Status: z.coerce.number().int().min(0).max(999).optional(),
    Error: text(1000),
    stack: text(8000),
    message: text(2000),
    // Not in spec §7: the correlation id of the page's own failed request, when the page knows it.
    RequestId: z.string().regex(VALID_REQUEST_ID).optional().catch(undefined),
  })
  .refine((report) => Boolean(report.Error || report.message || report.stack), {
    error: 'FORM_ERROR_REQUIRED',
    path: ['message'],
  });

export type ErrorReportBody = z.output<typeof errorReportBody>;

export async function logError(input: ErrorReportBody, { db, client }: RouteContext): Promise<Response> {
  // The address the page saw (spec: CustomerIP, encoded) when it sent one, else the request's.
  const clientHash = keyedHash(await storefrontSecret(), 'error-report', input.CustomerIP || client.address);
  const report = {
    host: input.Host ?? null,
    path: input.Path ?? null,
    queryString: input.queryString ?? null,
    platform: input.Platform ?? null,
    userAgent: input['User-Agent'] ?? null,
    clientHash,
    status: input.Status ?? null,
    error: input.Error ?? null,
    stack: input.stack ?? null,
    message: input.message ?? null,
  };
  const id = await saveErrorReport(db, report);
  logLine('error', 'page error reported', {
    reportId: id,
    ...(input.RequestId ? { pageRequestId: input.RequestId } : {}),
    report,
  });
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
