import { describe, expect, it } from 'vitest';
import { ContentError } from './errors.js';
import { settled } from './result.js';

const failure = new ContentError({ kind: 'http', code: 503, message: 'Service Unavailable', path: '/x' });

describe('a call resolves to a ContentResult and never rejects for a failure of the service', () => {
  it('its value is the data', async () => {
    expect(await settled(async (n: number) => n * 2)(21)).toEqual({ data: 42 });
  });

  it('a ContentError is the error', async () => {
    const result = await settled(async () => {
      throw failure;
    })();
    expect(result).toEqual({ error: failure });
  });

  it('anything else is a defect and still throws', async () => {
    const call = settled(async () => {
      throw new TypeError("Unknown page type 'hologram'");
    });
    await expect(call()).rejects.toThrow(TypeError);
  });
});
