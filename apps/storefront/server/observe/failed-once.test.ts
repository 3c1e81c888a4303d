import { ContentError, type ContentResult } from '@shop/content-client';
import { describe, expect, it, vi } from 'vitest';
import { failedOncePerRequest } from './failed-once';
import { type RequestContext, runInRequest } from './request-context';

const failure = (message: string) =>
  new ContentError({ kind: 'timeout', code: 0, message, path: '/enterprise/page' });

const request = (id: string): RequestContext => ({
  id,
  method: 'GET',
  path: '/de/c/waagen/',
  startedAt: 0,
  calls: [],
  errors: [],
  logged: false,
});

describe('a call that failed in a request fails again at once in that request', () => {
  it('gives the first error again without calling again, per key', async () => {
    const timeout = failure('Timed out after 5000 ms');
    const page = vi.fn(async (): Promise<ContentResult<string>> => ({ error: timeout }));
    const other = vi.fn(async (): Promise<ContentResult<string>> => ({ data: 'the other page' }));
    await runInRequest(request('a'), async () => {
      expect((await failedOncePerRequest('de /de/c/waagen/ sort=price-desc', page)).error).toBe(timeout);
      expect((await failedOncePerRequest('de /de/c/waagen/ sort=price-desc', page)).error).toBe(timeout);
      expect(await failedOncePerRequest('de /de/c/waagen/ sort=price-asc', other)).toEqual({
        data: 'the other page',
      });
    });
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('another request calls again; so does the same request after an answer, and code outside a request', async () => {
    let fail = true;
    const page = vi.fn(
      async (): Promise<ContentResult<string>> =>
        fail ? { error: failure('Service Unavailable') } : { data: 'page' },
    );
    await runInRequest(request('a'), async () => {
      expect((await failedOncePerRequest('k', page)).error).toBeInstanceOf(ContentError);
    });
    fail = false;
    await runInRequest(request('b'), async () => {
      expect(await failedOncePerRequest('k', page)).toEqual({ data: 'page' });
      expect(await failedOncePerRequest('k', page)).toEqual({ data: 'page' });
    });
    fail = true;
    expect((await failedOncePerRequest('k', page)).error).toBeInstanceOf(ContentError);
    expect((await failedOncePerRequest('k', page)).error).toBeInstanceOf(ContentError);
    expect(page).toHaveBeenCalledTimes(5);
  });
});
