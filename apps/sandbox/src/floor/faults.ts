// Fault injection for the storefront's failure paths: latency, an HTTP status, a GraphQL error or a dropped connection,
// for a path or a GraphQL operation name, for N requests or until cleared.
import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';

export interface Fault {
  id: string;
  path: string | null;
  operation: string | null;
  latencyMs: number;
  status: number | null;
  graphqlError: string | null;
  drop: boolean;
  /** Requests left; null means until cleared. */
  remaining: number | null;
  hits: number;
}

export type FaultInput = Partial<
  Pick<Fault, 'path' | 'operation' | 'latencyMs' | 'status' | 'graphqlError' | 'drop'>
> & {
  times?: number | null;
};

export class FaultError extends Error {}

export function parseFault(input: unknown): Fault {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new FaultError('Body must be a JSON object');
  const body = input as Record<string, unknown>;
  const text = (key: string) => {
    const value = body[key];
    if (value == null) return null;
    if (typeof value !== 'string' || value === '') throw new FaultError(`${key} must be a non-empty string`);
    return value;
  };
  const path = text('path');
  const operation = text('operation');
  const graphqlError = text('graphqlError');
  if (!path && !operation) throw new FaultError('Give a path or an operation');
  const latencyMs = body.latencyMs ?? 0;
  if (typeof latencyMs !== 'number' || !Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > 120_000) {
    throw new FaultError('latencyMs must be an integer from 0 to 120000');
  }
  const status = body.status ?? null;
  if (
    status !== null &&
    (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599)
  ) {
    throw new FaultError('status must be an HTTP status from 200 to 599');
  }
  const drop = body.drop ?? false;
  if (typeof drop !== 'boolean') throw new FaultError('drop must be a boolean');
  const times = body.times ?? null;
  if (times !== null && (typeof times !== 'number' || !Number.isInteger(times) || times < 1)) {
    throw new FaultError('times must be a positive integer');
  }
  if (!latencyMs && status === null && !graphqlError && !drop) {
    throw new FaultError('Give at least one of latencyMs, status, graphqlError, drop');
  }
  return {
    id: randomBytes(6).toString('hex'),
    path,
    operation,
    latencyMs,
    status,
    graphqlError,
    drop,
    remaining: times,
    hits: 0,
  };
}

export class Faults {
  private list: Fault[] = [];

  add(fault: Fault): Fault {
    this.list.push(fault);
    return fault;
  }

  all(): Fault[] {
    return [...this.list];
  }

  remove(id: string): boolean {
    const before = this.list.length;
    this.list = this.list.filter((fault) => fault.id !== id);
    return this.list.length < before;
  }

  clear(): void {
    this.list = [];
  }

  /** The first fault for this request, counted as used. */
  take(path: string, operation: string | null): Fault | null {
    const fault = this.list.find(
      (candidate) =>
        (candidate.path === null ||
          candidate.path === path ||
          (candidate.path.endsWith('*') && path.startsWith(candidate.path.slice(0, -1)))) &&
        (candidate.operation === null || candidate.operation === operation),
    );
    if (!fault) return null;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.remove(fault.id);
    }
    return fault;
  }
}

/** Waits the fault's latency; true when it then drops the connection, and the caller answers nothing. */
export async function delayOrDrop(fault: Fault, socket: Socket): Promise<boolean> {
  if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
  if (!fault.drop) return false;
  socket.destroy();
  return true;
}
