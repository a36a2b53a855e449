import type { PayloadSealer } from './payload-sealer';
import type { RpcObserver } from './rpc-observer';

export interface RedisStreamsOptions {
  /** redis://host:port/db */
  redisUrl: string;
  /** Prefix of every key this transport writes; lets test runs and deployments share a Redis safely. */
  keyPrefix?: string;
  /** Told the pattern, outcome and duration of every request (metrics). */
  observer?: RpcObserver;
  /** Seals every payload written to Redis; every process of a deployment has the same key (TRANSPORT_SEALING_KEY). */
  sealer: PayloadSealer;
}

export interface RedisStreamsServerOptions extends RedisStreamsOptions {
  /** Consumer group: replicas of one service share it and compete for its requests. */
  service: string;
  /** Unique per replica; defaults to hostname-pid-random. */
  consumerName?: string;
  /**
   * A request pending this long on a silent replica is claimed by a live one. Defaults to
   * claimIdleMsFor(DEFAULT_DEADLINE_MS); a deployment with another deadline passes claimIdleMsFor(its deadline).
   */
  claimIdleMs?: number;
  /** Requests handled at once by this replica. */
  concurrency?: number;
}

export interface RedisStreamsClientOptions extends RedisStreamsOptions {
  /** Deadline applied to every request unless the call gives its own. */
  defaultDeadlineMs?: number;
}

export const DEFAULT_KEY_PREFIX = 'medi';
export const DEFAULT_DEADLINE_MS = 5_000;
const MIN_CLAIM_IDLE_MS = 250;

/**
 * How long a request may sit unrefreshed on a replica before a live one takes it over. A quarter of the callers'
 * deadline: a live replica refreshes its in-flight requests three times within it, and a dead replica's request
 * is claimed (within claim time plus one maintenance tick) early enough to be answered before the caller gives up.
 */
export function claimIdleMsFor(deadlineMs: number): number {
  return Math.max(MIN_CLAIM_IDLE_MS, Math.floor(deadlineMs / 4));
}

export const DEFAULT_CLAIM_IDLE_MS = claimIdleMsFor(DEFAULT_DEADLINE_MS);
