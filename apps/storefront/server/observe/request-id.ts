// The correlation id of a request: a proxy's or load balancer's X-Request-Id when it is a sane token, else our own.
import { randomBytes } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may be: 8 to 64 letters, digits, `-`, `_` or `.` (a UUID, a hex or base64url token). */
export const VALID_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

const ID_BYTES = 8;
/** Random bytes for 512 ids, drawn at once: one call to the system's generator per request was a cost of every answer. */
let pool = Buffer.alloc(0);
let taken = 0;

/** 16 hex digits: short enough to read out to support, long enough never to repeat in a day of logs. */
export function newRequestId(): string {
  if (taken + ID_BYTES > pool.length) {
    pool = randomBytes(ID_BYTES * 512);
    taken = 0;
  }
  taken += ID_BYTES;
  return pool.toString('hex', taken - ID_BYTES, taken);
}

/** The incoming header's id when valid (one header, one token), else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : newRequestId();
}
