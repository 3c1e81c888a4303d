import { describe, expect, it, vi } from 'vitest';
import { failedOncePerRequest } from './failed-once';
import { type RequestContext, runInRequest } from './request-context';

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
  it('rethrows the first error without calling again, per key', async () => {
    const timeout = new Error('Timed out after 5000 ms');
    const page = vi.fn(async () => {
      throw timeout;
    });
    const other = vi.fn(async () => 'the other page');
    await runInRequest(request('a'), async () => {
      await expect(failedOncePerRequest('de /de/c/waagen/ sort=price-desc', page)).rejects.toBe(timeout);
      await expect(failedOncePerRequest('de /de/c/waagen/ sort=price-desc', page)).rejects.toBe(timeout);
      await expect(failedOncePerRequest('de /de/c/waagen/ sort=price-asc', other)).resolves.toBe(
        'the other page',
      );
    });
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('another request calls again; so does the same request after an answer, and code outside a request', async () => {
    let fail = true;
    const page = vi.fn(async () => {
      if (fail) throw new Error('Service Unavailable');
      return 'page';
    });
    await runInRequest(request('a'), () => expect(failedOncePerRequest('k', page)).rejects.toThrow());
    fail = false;
    await runInRequest(request('b'), async () => {
      await expect(failedOncePerRequest('k', page)).resolves.toBe('page');
      await expect(failedOncePerRequest('k', page)).resolves.toBe('page');
    });
    fail = true;
    await expect(failedOncePerRequest('k', page)).rejects.toThrow();
    await expect(failedOncePerRequest('k', page)).rejects.toThrow();
    expect(page).toHaveBeenCalledTimes(5);
  });
});
