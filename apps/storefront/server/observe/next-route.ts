// Which route Next matched, read the documented way: Next traces each request with OpenTelemetry, and its
// `BaseServer.handleRequest` span carries `next.route` (`/[edition]/frontend/cart`) once it ends. The own server
// registers a tracer that records only that span and copies the route onto the request being served
// (request-context.ts), for its log line (request-hook.ts).
// Nothing is exported: an operator who wants traces adds an exporter here.
import { type Attributes, type Context, context, type SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  type ReadableSpan,
  type Sampler,
  SamplingDecision,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { currentRequest } from './request-context';

const REQUEST_SPAN = 'BaseServer.handleRequest';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Records Next's request spans, and no other (they are made, as Next makes them, but cost nothing). */
const requestSpansOnly: Sampler = {
  shouldSample: (
    _context: Context,
    _traceId: string,
    _name: string,
    _kind: SpanKind,
    attributes: Attributes,
  ) => ({
    decision:
      attributes['next.span_type'] === REQUEST_SPAN ? SamplingDecision.RECORD : SamplingDecision.NOT_RECORD,
  }),
  toString: () => 'next request spans only',
};

/** When a request span ends, the request it served (the current one) learns its route. */
export const routeOntoRequest: SpanProcessor = {
  onStart: () => {},
  onEnd: (span: ReadableSpan) => {
    if (span.attributes['next.span_type'] !== REQUEST_SPAN) return;
    const request = currentRequest();
    const route = text(span.attributes['next.route']);
    // With the proxy, Next handles a request twice (the proxy, then the page): the pass that names a route counts.
    if (request && route) request.route = route;
  },
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/** Called once by the own server, before Next is loaded. */
export function recordNextRoutes(): void {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(
    new BasicTracerProvider({ sampler: requestSpansOnly, spanProcessors: [routeOntoRequest] }),
  );
}
