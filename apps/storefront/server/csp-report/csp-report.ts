// Violation reports browsers send for the Content-Security-Policy: the `report-uri` form
// (`application/csp-report`, one report) and the Reporting API's (`application/reports+json`, a batch).
import { z } from 'zod';

export const CSP_REPORT_TYPES = [
  'application/csp-report',
  'application/reports+json',
  'application/json',
] as const;
/** A batch of reports with the page's policy in each stays well under this. */
export const MAX_CSP_REPORT_BYTES = 64 * 1024;
/** Reports logged per request at most; a larger batch is counted, not listed. */
const MAX_LOGGED = 20;

const text = z.string().max(100_000).optional().catch(undefined);
const number = z.number().int().nonnegative().optional().catch(undefined);

/** `report-uri`: `{"csp-report": {"document-uri", "blocked-uri", "effective-directive", …}}`. */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    'source-file': text,
    'line-number': number,
    'column-number': number,
    'script-sample': text,
    disposition: text,
    'status-code': number,
  }),
});

/** Reporting API: `[{type: 'csp-violation', url, body: {documentURL, blockedURL, effectiveDirective, …}}]`. */
const reportingApiReport = z.object({
  type: z.string().max(64),
  url: text,
  body: z
    .object({
      documentURL: text,
      blockedURL: text,
      effectiveDirective: text,
      sourceFile: text,
      lineNumber: number,
      columnNumber: number,
      sample: text,
      disposition: text,
      statusCode: number,
    })
    .catch({}),
});

export interface CspViolation {
  document?: string;
  blocked?: string;
  directive?: string;
  source?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: string;
}

/** A URL as the log keeps it: no query or fragment (reset links carry tokens), cut to 512 characters. */
export function loggableUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const cut = value.split(/[?#]/, 1)[0] ?? '';
  return cut.slice(0, 512);
}

function violation(fields: CspViolation): CspViolation {
  return Object.fromEntries(
    Object.entries({
      ...fields,
      document: loggableUrl(fields.document),
      blocked: /^[a-z-]+$/.test(fields.blocked ?? '') ? fields.blocked : loggableUrl(fields.blocked),
      source: loggableUrl(fields.source),
      directive: fields.directive?.slice(0, 64),
      sample: fields.sample?.slice(0, 80),
      disposition: fields.disposition?.slice(0, 16),
    }).filter(([, value]) => value !== undefined && value !== ''),
  ) as CspViolation;
}

/** The violations of a report body, or null when it is neither form. */
export function cspViolations(body: unknown): CspViolation[] | null {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data['csp-report'];
    return [
      violation({
        document: report['document-uri'],
        blocked: report['blocked-uri'],
        directive: report['effective-directive'] ?? report['violated-directive']?.split(' ')[0],
        source: report['source-file'],
        line: report['line-number'],
        column: report['column-number'],
        sample: report['script-sample'],
        disposition: report.disposition,
      }),
    ];
  }
  const batch = z.array(reportingApiReport).max(1000).safeParse(body);
  if (!batch.success) return null;
  return batch.data
    .filter((report) => report.type === 'csp-violation')
    .map(({ url, body: report }) =>
      violation({
        document: report.documentURL ?? url,
        blocked: report.blockedURL,
        directive: report.effectiveDirective,
        source: report.sourceFile,
        line: report.lineNumber,
        column: report.columnNumber,
        sample: report.sample,
        disposition: report.disposition,
      }),
    );
}

/** The fields of the one log line a request of reports becomes. */
export function violationLogFields(violations: CspViolation[]): Record<string, unknown> {
  return { count: violations.length, violations: violations.slice(0, MAX_LOGGED) };
}
