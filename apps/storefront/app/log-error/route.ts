import { errorReportBody, logError } from '@/server/error-reports/log-error';
import { jsonRoute } from '@/server/http/route';

/** Errors the shop's pages report (spec §7); at most a few per page view are sent. */
export const POST = jsonRoute({
  name: 'log-error',
  rateLimit: { limit: 10, windowSeconds: 60 },
  body: errorReportBody,
  handle: logError,
});
