export interface RedisStreamsOptions {
  /** redis://host:port/db */
  redisUrl: string;
  /** Prefix of every key this transport writes; lets test runs and deployments share a Redis safely. */
  keyPrefix?: string;
}

export interface RedisStreamsServerOptions extends RedisStreamsOptions {
  /** Consumer group: replicas of one service share it and compete for its requests. */
  service: string;
  /** Unique per replica; defaults to hostname-pid-random. */
  consumerName?: string;
  /** A request pending this long on a silent replica is claimed by a live one. */
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
export const DEFAULT_CLAIM_IDLE_MS = 10_000;
