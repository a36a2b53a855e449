import type { DomainEventName, MessagePatternName } from './patterns';

/** Largest request, reply or event the transport carries, in bytes of JSON: larger ones fail with TRANSPORT.PAYLOAD_TOO_LARGE. */
export const DEFAULT_MAX_PAYLOAD_BYTES = 1024 * 1024;

/** Patterns allowed more than the default (profile, logo and signature images travel as base64 of up to ~3 MiB). */
export const MAX_PAYLOAD_BYTES: Partial<Record<MessagePatternName | DomainEventName, number>> = {};

export function maxPayloadBytesOf(pattern: string): number {
  return MAX_PAYLOAD_BYTES[pattern as MessagePatternName] ?? DEFAULT_MAX_PAYLOAD_BYTES;
}
