// A raw HTTP/1.1 client for fuzzing: sends the request line, headers and body exactly as given (broken encodings,
// control characters, duplicated or mismatched headers), which fetch and Playwright refuse or repair.
import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** The request target as sent: path and query, not normalised. */
  target: string;
  /** Sent in this order; a name may repeat. `Host` and `Connection: close` are added unless given. */
  headers: [string, string][];
  body?: string | Buffer;
  /** Content-Length is added for a body unless a header sets it (or Transfer-Encoding) explicitly. */
  contentLength?: 'auto' | 'none';
  /** Close the sending side after the body (a client giving up mid-body); the server may then not answer. */
  halfClose?: boolean;
}

export type RawOutcome =
  | { kind: 'answered'; status: number; headers: Record<string, string>; bytes: number; body: string }
  /** The connection closed before a full status line: no answer. */
  | { kind: 'closed' }
  | { kind: 'reset'; code: string }
  | { kind: 'timeout' };

const BODY_CHUNK = 64 * 1024;
/** Keeps the first characters of an answer's body: enough to show a failure. */
const KEPT_BODY = 600;

export function sendRaw(origin: string, request: RawRequest, timeoutMs = 30_000): Promise<RawOutcome> {
  const { hostname, port } = new URL(origin);
  const names = new Set(request.headers.map(([name]) => name.toLowerCase()));
  const headers = [...request.headers];
  if (!names.has('host')) headers.unshift(['Host', `${hostname}:${port}`]);
  if (!names.has('connection')) headers.push(['Connection', 'close']);
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  if (
    body &&
    request.contentLength !== 'none' &&
    !names.has('content-length') &&
    !names.has('transfer-encoding')
  ) {
    headers.push(['Content-Length', String(body.length)]);
  }
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n`;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect({ host: hostname, port: Number(port) });
    const finish = (outcome: RawOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ kind: 'timeout' }), timeoutMs);
    // Like any well-behaved client (RFC 9112 §9.5), stop sending the body once the server has answered.
    const sendBody = async () => {
      for (let at = 0; body && at < body.length && chunks.length === 0 && !settled; at += BODY_CHUNK) {
        if (!socket.write(body.subarray(at, at + BODY_CHUNK)))
          await new Promise((resolve) => socket.once('drain', resolve));
      }
      if (request.halfClose && !settled) socket.end();
    };
    socket.on('connect', () => {
      socket.write(Buffer.from(head, 'latin1'));
      void sendBody();
    });
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const answer = parseAnswer(Buffer.concat(chunks));
      if (answer?.complete) finish(answer.outcome);
    });
    socket.on('end', () => {
      const answer = parseAnswer(Buffer.concat(chunks));
      finish(answer ? answer.outcome : { kind: 'closed' });
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const answer = parseAnswer(Buffer.concat(chunks));
      // An answer already read counts, whatever happens to the socket afterwards.
      finish(answer ? answer.outcome : { kind: 'reset', code: error.code ?? error.message });
    });
  });
}

/** The status line, headers and as much of the body as arrived; `complete` once the whole body is in. */
function parseAnswer(data: Buffer): { outcome: RawOutcome; complete: boolean } | null {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return null;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) return null;
  const status = Number(match[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = data.subarray(end + 4);
  const length = headers['content-length'];
  const chunked = headers['transfer-encoding']?.includes('chunked');
  const complete =
    length !== undefined
      ? body.length >= Number(length)
      : chunked
        ? body.includes('\r\n0\r\n\r\n') || body.subarray(0, 5).toString() === '0\r\n\r\n'
        : status === 204 || status === 304 || (status >= 100 && status < 200);
  return {
    outcome: {
      kind: 'answered',
      status,
      headers,
      bytes: body.length,
      body: body.subarray(0, KEPT_BODY).toString('utf8'),
    },
    complete,
  };
}
