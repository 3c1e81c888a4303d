import type { ChildProcess } from 'node:child_process';
import type { ThrowawayRedis } from '../test-support/throwaway-redis.ts';

export interface ClusterInstance {
  /** `instance1`, … (HAProxy's name for it, in X-Served-By). */
  name: string;
  port: number;
  /** The instance's own URL, past HAProxy. */
  url: string;
  entry: { child: ChildProcess; exited: Promise<void> };
}

export interface Cluster {
  /** The front: the edge (Varnish) with `edge`, else HAProxy. */
  frontUrl: string;
  /** HAProxy, in front of the instances. */
  balancerUrl: string;
  sandboxUrl: string;
  statsUrl?: string;
  instances: ClusterInstance[];
  /** Sends `signal` (SIGTERM by default) to one instance's process. */
  kill(instance: ClusterInstance, signal?: NodeJS.Signals): void;
  /** Stops everything it started, the instances first. */
  stop(): Promise<void>;
  /** Starts a killed instance again on its port; resolves once it answers its health (HAProxy's checks follow). */
  restart(instance: ClusterInstance): Promise<void>;
  /** The shared Redis, to stop (`down`) and start again empty (`up`) as an outage would. */
  redis: ThrowawayRedis;
}

export interface ClusterOptions {
  instances?: number;
  port?: number;
  instancePorts?: number[];
  sandboxPort?: number;
  smtpPort?: number;
  redisPort?: number;
  postgresPort?: number;
  statsPort?: number;
  freshSandbox?: boolean;
  /** Varnish on `port` in front of HAProxy (docs/deploy.md, "The edge"). */
  edge?: boolean;
  /** HAProxy's port with the edge (the port after the instances' by default). */
  balancerPort?: number;
  stdio?: 'inherit' | 'ignore';
  log?: (line: string) => void;
  /** Aborted while starting: what is up so far is stopped and `startCluster` throws. */
  signal?: AbortSignal;
}

export declare function startCluster(options?: ClusterOptions): Promise<Cluster>;
