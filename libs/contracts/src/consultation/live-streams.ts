/**
 * Redis keys of a live consultation (ARCHITECTURE decision 5), shared by the gateway and the session service.
 * - input stream: the gateway appends audio chunks and control events in order; the owning session replica reads
 *   them and trims what a final transcript segment covers, so audio lives only seconds;
 * - results stream: the owner appends Message/Diagnosis/Medicines/Status; the gateway holding the socket reads,
 *   sends and deletes each entry;
 * - lease: which session replica owns the consultation, renewed while it lives; an expired lease is claimed by
 *   another replica, which continues from the first chunk left in the input stream;
 * - live set: the consultations that need an owner; every replica scans it for expired leases.
 */
export function liveKeys(prefix: string, sessionId: string) {
  const base = `${prefix}:live:${sessionId}`;
  return {
    input: `${base}:in`,
    results: `${base}:out`,
    lease: `${base}:lease`,
    /** Hash: last audio seq in the input stream (for a reconnecting client), recorded milliseconds. */
    state: `${base}:state`,
  };
}

export function liveSessionsKey(prefix: string): string {
  return `${prefix}:live:sessions`;
}

/** Pub/sub channel on which the gateway replicas hear that a user signed out or changed the password. */
export function userSignedOutChannel(prefix: string): string {
  return `${prefix}:user-signed-out`;
}

export type LiveInputKind = 'audio' | 'pause' | 'resume' | 'stop';
