/**
 * Redis keys of a live consultation, shared by the gateway (which holds the socket) and the session service (which
 * runs the recognizer).
 * - input stream: the gateway appends audio chunks and control events in order; the owning session replica reads
 *   them and trims what a final transcript segment covers, so audio lives only seconds;
 * - results stream: the owner appends Message/Diagnosis/Medicines/Status; the gateway holding the socket reads,
 *   sends and deletes each entry;
 * - lease: which session replica owns the consultation, renewed while it lives; an expired lease is claimed by
 *   another replica, which continues from the first chunk left in the input stream;
 * - live set: the consultations that need an owner; every replica scans it for expired leases;
 * - sockets: the transcription sockets attached to the consultation, each until its presence lapses (the gateway
 *   holding it renews it); a consultation with none for LIVE_ABANDONED_AFTER_MS ends on its own.
 * Every one of them expires: the owner renews the state, input and live set while it runs (LIVE_STATE_TTL_MS).
 */
export function liveKeys(prefix: string, sessionId: string) {
  const base = `${prefix}:live:${sessionId}`;
  return {
    input: `${base}:in`,
    results: `${base}:out`,
    lease: `${base}:lease`,
    /** Hash: last audio seq in the input stream (for a reconnecting client), recorded milliseconds. */
    state: `${base}:state`,
    /** Sorted set: socket id → when its presence lapses (Redis time, ms). */
    sockets: `${base}:sockets`,
  };
}

/**
 * How long a live consultation's keys outlive the last renewal by its owner: longer than any takeover or
 * abandonment takes, so they only lapse when no session replica has run the consultation for this long.
 */
export const LIVE_STATE_TTL_MS = 15 * 60_000;
/** A socket's presence lapses this long after the gateway holding it last renewed it (a gateway that died). */
export const LIVE_SOCKET_PRESENCE_MS = 15_000;

export function liveSessionsKey(prefix: string): string {
  return `${prefix}:live:sessions`;
}

/** Pub/sub channel on which the gateway replicas hear that a user signed out or changed the password. */
export function userSignedOutChannel(prefix: string): string {
  return `${prefix}:user-signed-out`;
}

/** Pub/sub channel on which the gateway replicas hear that a session's socket attached ("sessionId socketId"). */
export function liveSocketAttachedChannel(prefix: string): string {
  return `${prefix}:live-socket-attached`;
}

export type LiveInputKind = 'audio' | 'pause' | 'resume' | 'stop';
