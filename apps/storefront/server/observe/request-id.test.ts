import { describe, expect, it } from 'vitest';
import { newRequestId, requestIdFor } from './request-id';

describe('the correlation id: a valid incoming X-Request-Id, else a new one', () => {
  it('keeps a UUID, a hex token or a base64url token as sent', () => {
    for (const id of ['0f8fad5b-d9cb-469f-a165-70867728950e', '3f9a0c1d5b7e2a64', 'Ab_9-x.Yz012']) {
      expect(requestIdFor(id)).toBe(id);
    }
  });

  it('replaces one that is too short, too long, has other characters or comes twice', () => {
    const refused = [
      'abc',
      'a'.repeat(65),
      'abc def ghi',
      'id"; drop',
      '<script>alert(1)</script>',
      '-leading-dash',
    ];
    for (const id of [...refused, ['3f9a0c1d5b7e2a64', '3f9a0c1d5b7e2a64'], undefined]) {
      const result = requestIdFor(id);
      expect(result).not.toBe(id);
      expect(result).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('a new id is 16 hex digits and differs each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newRequestId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
  });
});
