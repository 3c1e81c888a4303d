// Which route Next matched, read the documented way: Next traces each request with OpenTelemetry, and its
// `BaseServer.handleRequest` span carries `next.route` (`/[edition]/frontend/cart`) once it ends. The own server
// registers a tracer that records only that span and copies the route onto the request being served
// (request-context.ts), for its log line (request-hook.ts).
// The tracer is the API's interfaces implemented for this one purpose, not the SDK's: Next starts a dozen spans per
// request, and the SDK made each a full span (random ids, sampler, its own metrics), about a tenth of the work of
// answering a kept page or a favicon. Here a span Next's request span does not need is one shared non-recording
// span, started in the caller's context without a context switch of its own. The context manager stays: Next keeps
// the route it learns for the request span in the active context. Nothing is exported: an operator who wants traces
// registers the SDK's `BasicTracerProvider` with an exporter here instead.
import {
  type Attributes,
  type AttributeValue,
  type Context,
  context,
  INVALID_SPAN_CONTEXT,
  type Span,
  type SpanOptions,
  type Tracer,
  type TracerProvider,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { currentRequest } from './request-context';

const REQUEST_SPAN = 'BaseServer.handleRequest';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Every span but Next's request span: records nothing, one for all. */
const NOT_RECORDED: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/** Next's request span: keeps its attributes, and when it ends the request it served (the current one) learns its route. */
class RequestSpan implements Span {
  private readonly attributes: Attributes;
  private ended = false;

  constructor(attributes: Attributes | undefined) {
    this.attributes = { ...attributes };
  }

  spanContext() {
    return INVALID_SPAN_CONTEXT;
  }
  setAttribute(key: string, value: AttributeValue): this {
    this.attributes[key] = value;
    return this;
  }
  setAttributes(attributes: Attributes): this {
    Object.assign(this.attributes, attributes);
    return this;
  }
  addEvent(): this {
    return this;
  }
  addLink(): this {
    return this;
  }
  addLinks(): this {
    return this;
  }
  setStatus(): this {
    return this;
  }
  updateName(): this {
    return this;
  }
  recordException(): void {}
  isRecording(): boolean {
    return !this.ended;
  }
  end(): void {
    if (this.ended) return;
    this.ended = true;
    const request = currentRequest();
    const route = text(this.attributes['next.route']);
    // With the proxy, Next handles a request twice (the proxy, then the page): the pass that names a route counts.
    if (request && route) request.route = route;
  }
}

const isRequestSpan = (options: SpanOptions | undefined) =>
  options?.attributes?.['next.span_type'] === REQUEST_SPAN;

/** The tracer Next gets from `trace.getTracer`: a recording span for its request span, the shared one for the rest. */
export const routeTracer: Tracer = {
  startSpan: (_name: string, options?: SpanOptions) =>
    isRequestSpan(options) ? new RequestSpan(options?.attributes) : NOT_RECORDED,
  startActiveSpan<F extends (span: Span) => unknown>(
    name: string,
    ...args: [F] | [SpanOptions, F] | [SpanOptions, Context, F]
  ): ReturnType<F> {
    const fn = args[args.length - 1] as F;
    const options = args.length > 1 ? (args[0] as SpanOptions) : undefined;
    const parent = args.length > 2 ? (args[1] as Context) : undefined;
    const span = routeTracer.startSpan(name, options);
    // A span that records nothing needs no context of its own: nothing reads it as the active span.
    if (span === NOT_RECORDED) return fn(span) as ReturnType<F>;
    return context.with(trace.setSpan(parent ?? context.active(), span), () => fn(span)) as ReturnType<F>;
  },
};

const routeTracerProvider: TracerProvider = { getTracer: () => routeTracer };

/** Called once by the own server, before Next is loaded. */
export function recordNextRoutes(): void {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(routeTracerProvider);
}
