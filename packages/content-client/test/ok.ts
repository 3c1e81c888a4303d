import type { ContentResult } from '../src/index.js';

/** The call's data; its error fails the test. */
export function ok<T>(result: ContentResult<T>): T {
  if (result.error) throw result.error;
  return result.data;
}
