// The browser's side of POST /log-error/ (spec §7): errors a page runs into are reported, at most a few per page
// view, so a page stuck in an error loop cannot flood the server.
export const MAX_REPORTS_PER_PAGE_VIEW = 3;

/** Identifies the storefront's reports among everything the endpoint may receive (spec §7 `message`). */
export const REPORT_SOURCE = 'storefront';

let reportsThisView = 0;
let viewedPath: string | null = null;

/** A page view of `path` begins: the allowance starts again when the path changed. */
export function startPageView(path: string): void {
  if (path === viewedPath) return;
  viewedPath = path;
  reportsThisView = 0;
}

function summarize(error: unknown): { error: string; stack?: string } {
  if (error instanceof Error) {
    // Production hides a server error's message from the browser; its digest finds it in the server's log.
    const digest = 'digest' in error && typeof error.digest === 'string' ? ` (digest ${error.digest})` : '';
    return {
      error: `${error.name}: ${error.message}${digest}`,
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  return { error: String(error) };
}

/** Sends one report unless this page view has sent its share; never throws. */
export function reportError(
  error: unknown,
  context: { kind: string; status?: number; reference?: string | null },
): void {
  if (reportsThisView >= MAX_REPORTS_PER_PAGE_VIEW) return;
  reportsThisView++;
  const { error: text, stack } = summarize(error);
  const body = {
    Host: window.location.host,
    Path: window.location.pathname,
    queryString: window.location.search.replace(/^\?/, ''),
    Platform: 'web',
    'User-Agent': navigator.userAgent,
    ...(context.status ? { Status: context.status } : {}),
    Error: text,
    ...(stack ? { stack } : {}),
    message: `${REPORT_SOURCE}: ${context.kind}`,
    ...(context.reference ? { RequestId: context.reference } : {}),
  };
  fetch('/log-error/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
}
