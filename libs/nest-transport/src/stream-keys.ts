/** Redis keys of the transport, all under one prefix so deployments and test runs can share a Redis. */
export const streamKeys = (prefix: string) => ({
  /** Requests for one service; its replicas share one consumer group. */
  requests: (service: string) => `${prefix}:rpc:${service}`,
  /** Domain events; every service has its own consumer group on it. */
  events: `${prefix}:events`,
  /** Replies for one client instance (one gateway replica). */
  replies: (clientId: string) => `${prefix}:reply:${clientId}`,
  /** The reply already given to a request id: a redelivered request is answered from it, not handled twice. */
  handled: (service: string, requestId: string) => `${prefix}:rpc-handled:${service}:${requestId}`,
  /** Events whose handler failed, kept for support to inspect. */
  deadLetters: `${prefix}:dead-letters`,
});

/** The service that owns a pattern: its first dot-separated segment. */
export function serviceOf(pattern: string): string {
  return pattern.split('.', 1)[0];
}

export const REQUEST_STREAM_MAX_LENGTH = 100_000;
export const REPLY_STREAM_MAX_LENGTH = 10_000;
/** A reply stream whose gateway died disappears after this long. */
export const REPLY_STREAM_TTL_MS = 60 * 60 * 1000;
/** How long a handled request's reply is remembered for redeliveries. */
export const HANDLED_REPLY_TTL_SECONDS = 600;
