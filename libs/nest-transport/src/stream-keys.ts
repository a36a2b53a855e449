/** Redis keys of the transport, all under one prefix so deployments and test runs can share a Redis. */
export const streamKeys = (prefix: string) => ({
  /** Requests for one service; its replicas share one consumer group. An entry is deleted when acknowledged. */
  requests: (service: string) => `${prefix}:rpc:${service}`,
  /** Domain events (ids only); every service has its own consumer group on it. */
  events: `${prefix}:events`,
  /** Replies for one client instance (one gateway replica); the client deletes each reply once read. */
  replies: (clientId: string) => `${prefix}:reply:${clientId}`,
  /** A marker that a request id was handled (never its reply): a redelivery is not handled twice. */
  handled: (service: string, requestId: string) => `${prefix}:rpc-handled:${service}:${requestId}`,
  /** Exists while at least one replica of the service is alive: each replica refreshes it with a TTL. */
  presence: (service: string) => `${prefix}:presence:${service}`,
  /** Events whose handler failed: ids and the failure's kind only, kept for support to inspect. */
  deadLetters: `${prefix}:dead-letters`,
});

/** The service that owns a pattern: its first dot-separated segment. */
export function serviceOf(pattern: string): string {
  return pattern.split('.', 1)[0];
}

/** A safety bound only: acknowledged requests are deleted, so the stream holds just the pending ones. */
export const REQUEST_STREAM_MAX_LENGTH = 100_000;
export const REPLY_STREAM_MAX_LENGTH = 10_000;
/** A reply stream whose gateway died (and so never deletes what it read) disappears after this long. */
export const REPLY_STREAM_TTL_MS = 60_000;
/** Events are kept this long for a service group that is down to catch up; older ones are trimmed. */
export const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;
export const DEAD_LETTER_MAX_LENGTH = 1_000;
/** How long a handled request id is remembered for redeliveries and retries. */
export const HANDLED_MARKER_TTL_SECONDS = 600;
/** A replica's presence lasts this long without a refresh: a service whose replicas all died is known down by then. */
export const PRESENCE_TTL_MS = 2_000;

/** The smallest stream id after `id` ("<ms>-<seq>"): XTRIM MINID with it drops `id` and every entry before it. */
export function nextStreamId(id: string): string {
  const [milliseconds, sequence] = id.split('-');
  return `${milliseconds}-${Number(sequence) + 1}`;
}

/** Whether stream id `id` comes after `other` (each "<ms>-<seq>", or "<ms>" as in "0"). */
export function streamIdAfter(id: string, other: string): boolean {
  const [milliseconds, sequence = 0] = id.split('-').map(Number);
  const [otherMilliseconds, otherSequence = 0] = other.split('-').map(Number);
  return milliseconds !== otherMilliseconds ? milliseconds > otherMilliseconds : sequence > otherSequence;
}
