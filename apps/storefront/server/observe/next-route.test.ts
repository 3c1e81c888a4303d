// Next's request span, as Next makes it (its documented attributes), tells the request being served its route.
import { trace } from '@opentelemetry/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordNextRoutes } from './next-route';
import { currentRequest, type RequestContext, runInRequest } from './request-context';

const request = (): RequestContext => ({
  id: 'abcdef0123456789',
  method: 'GET',
  path: '/de/',
  startedAt: 0,
  calls: [],
  errors: [],
  logged: false,
});

/** A span the way Next's tracer starts and ends one around its work; whether it was recorded. */
function span(type: string, attributes: Record<string, string>, end: Record<string, string> = {}) {
  const started = trace
    .getTracer('next.js', '0.0.1')
    .startSpan('GET', { attributes: { 'next.span_type': type, ...attributes } });
  const recorded = started.isRecording();
  started.setAttributes(end);
  started.end();
  return recorded;
}

beforeAll(() => recordNextRoutes());

describe("the route Next matched comes from its request span's attributes", () => {
  it('the pass that names a route sets it', () => {
    const context = request();
    runInRequest(context, () => {
      // With the proxy, a first pass runs it and names no route.
      span('BaseServer.handleRequest', { 'http.target': '/de/?utm_source=mail' });
      span(
        'BaseServer.handleRequest',
        { 'http.target': '/de/frontend/catalogue/desktop/de/?utm_source=mail' },
        { 'next.route': '/[edition]/frontend/catalogue/[device]/[...seoUrl]' },
      );
    });
    expect(context.route).toBe('/[edition]/frontend/catalogue/[device]/[...seoUrl]');
  });

  it('records only the request spans: the others are made but not recorded', () => {
    const context = request();
    runInRequest(context, () => {
      expect(span('AppRender.getBodyResult', { 'next.route': '/other' })).toBe(false);
      expect(span('BaseServer.handleRequest', {})).toBe(true);
    });
    expect(context.route).toBeUndefined();
  });

  it("runs Next's active spans: the request span active in its function, the others in the caller's context", () => {
    const context = request();
    const tracer = trace.getTracer('next.js', '0.0.1');
    runInRequest(context, () => {
      const answer = tracer.startActiveSpan(
        'GET',
        { attributes: { 'next.span_type': 'BaseServer.handleRequest' } },
        (span) => {
          expect(trace.getActiveSpan()).toBe(span);
          const inner = tracer.startActiveSpan(
            'render',
            { attributes: { 'next.span_type': 'AppRender.getBodyResult' } },
            (other) => {
              expect(other.isRecording()).toBe(false);
              expect(trace.getActiveSpan()).toBe(span);
              return 'rendered';
            },
          );
          span.setAttribute('next.route', '/[edition]/frontend/cart');
          span.end();
          return inner;
        },
      );
      expect(answer).toBe('rendered');
    });
    expect(context.route).toBe('/[edition]/frontend/cart');
  });

  it('a span outside any request changes nothing', () => {
    span('BaseServer.handleRequest', { 'http.target': '/x' }, { 'next.route': '/x' });
    expect(currentRequest()).toBeUndefined();
  });
});
