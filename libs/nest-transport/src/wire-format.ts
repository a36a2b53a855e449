import { AppError, type AppErrorJson, maxPayloadBytesOf, SERVICE_MESSAGES } from '@medi/contracts';
import type { TravellingContext } from '@medi/request-context';
import { type PayloadSealer, UnreadableSealedPayload } from './payload-sealer';

/** Fields of a request or event entry on a stream. */
export interface WireMessage {
  id: string;
  pattern: string;
  data: unknown;
  correlationId: string;
  /** Who the work is for and from which address: sealed like the data (an address is personal data). */
  context?: TravellingContext;
  /** Requests only. */
  replyTo?: string;
  /** Requests only: epoch milliseconds after which the caller no longer waits. */
  deadline?: number;
  /** Requests only: the caller chose the id and may send it again, so the service checks it was not handled. */
  retryable?: boolean;
}

export interface WireReply {
  id: string;
  response?: unknown;
  error?: AppErrorJson;
}

/**
 * A payload (request or event data, a reply's response or error) is sealed (see PayloadSealer): bound to its
 * message id and pattern, so Redis and its append-only file hold no health data and no payload can be moved to
 * another message. Ids, patterns and routing fields stay readable for support and for the transport itself.
 */
const messageContext = (id: string, pattern: string) => `message\n${id}\n${pattern}`;
const replyContext = (id: string) => `reply\n${id}`;
const travellingContextOf = (id: string, pattern: string) => `context\n${id}\n${pattern}`;

/** Throws TRANSPORT.PAYLOAD_TOO_LARGE for data over the pattern's cap, before anything is written. */
export function encodeMessage(message: WireMessage, sealer: PayloadSealer): string[] {
  const json = JSON.stringify(message.data ?? null);
  const bytes = oversizeBytes(message.pattern, json);
  if (bytes !== undefined)
    throw payloadTooLarge(message.pattern, message.replyTo ? 'request' : 'event', bytes);
  const data = sealer.sealText(json, messageContext(message.id, message.pattern));
  const fields = ['id', message.id, 'pattern', message.pattern, 'data', data];
  fields.push('correlationId', message.correlationId);
  if (message.context && (message.context.actor || message.context.clientAddress)) {
    const sealed = sealer.sealText(
      JSON.stringify(message.context),
      travellingContextOf(message.id, message.pattern),
    );
    fields.push('context', sealed);
  }
  if (message.replyTo) fields.push('replyTo', message.replyTo);
  if (message.deadline !== undefined) fields.push('deadline', String(message.deadline));
  if (message.retryable) fields.push('retryable', '1');
  return fields;
}

export function fieldsToRecord(fields: string[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (let index = 0; index + 1 < fields.length; index += 2) record[fields[index]] = fields[index + 1];
  return record;
}

/** Parses an entry; answers a reason instead of throwing so a bad message never stops the consumer. */
export function decodeMessage(
  fields: string[],
  sealer: PayloadSealer,
):
  | { ok: true; message: WireMessage }
  | { ok: false; reason: string; id?: string; replyTo?: string; error?: AppError } {
  const record = fieldsToRecord(fields);
  const { id, pattern, replyTo } = record;
  if (!id || !pattern) return { ok: false, reason: 'the message has no id or pattern', id, replyTo };
  // Base64 of the sealed JSON is at least as long as the JSON: a text over the cap is refused before any work.
  if ((record.data ?? '').length > sealedLengthCap(pattern)) {
    const error = payloadTooLarge(pattern, 'request', Math.floor(((record.data ?? '').length * 3) / 4));
    return { ok: false, reason: error.message, id, replyTo, error };
  }
  let json: string;
  try {
    json = sealer.openText(record.data ?? '', messageContext(id, pattern));
  } catch (error) {
    if (!(error instanceof UnreadableSealedPayload)) throw error;
    return { ok: false, reason: `the message data is unreadable (${error.message})`, id, replyTo };
  }
  const bytes = oversizeBytes(pattern, json);
  if (bytes !== undefined) {
    const error = payloadTooLarge(pattern, 'request', bytes);
    return { ok: false, reason: error.message, id, replyTo, error };
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'the message data is not valid JSON', id, replyTo };
  }
  let context: TravellingContext | undefined;
  if (record.context !== undefined) {
    try {
      context = JSON.parse(
        sealer.openText(record.context, travellingContextOf(id, pattern)),
      ) as TravellingContext;
    } catch {
      return { ok: false, reason: 'the message context is unreadable', id, replyTo };
    }
  }
  const deadline = record.deadline === undefined ? undefined : Number(record.deadline);
  if (deadline !== undefined && !Number.isFinite(deadline)) {
    return { ok: false, reason: 'the message deadline is not a number', id, replyTo };
  }
  return {
    ok: true,
    message: {
      id,
      pattern,
      data,
      replyTo,
      deadline,
      retryable: record.retryable === '1',
      correlationId: record.correlationId || id,
      ...(context ? { context } : {}),
    },
  };
}

/**
 * The size in bytes of a payload's JSON when it is over the pattern's cap, else undefined. n UTF-16 units take at
 * most 3n bytes, so a short text (nearly every one) skips the count.
 */
export function oversizeBytes(pattern: string, json: string): number | undefined {
  const max = maxPayloadBytesOf(pattern);
  if (json.length * 3 <= max) return undefined;
  const bytes = Buffer.byteLength(json);
  return bytes > max ? bytes : undefined;
}

/** The longest sealed text a payload within the pattern's cap can make: base64 of the JSON and the seal's bytes. */
function sealedLengthCap(pattern: string): number {
  return Math.ceil((maxPayloadBytesOf(pattern) + SEAL_OVERHEAD_BYTES) / 3) * 4;
}
const SEAL_OVERHEAD_BYTES = 64;

export function payloadTooLarge(
  pattern: string,
  what: 'request' | 'reply' | 'event',
  bytes: number,
): AppError {
  return new AppError(
    'TRANSPORT.PAYLOAD_TOO_LARGE',
    SERVICE_MESSAGES.payloadTooLarge(what, pattern, bytes, maxPayloadBytesOf(pattern)),
  );
}

/** A reply over the pattern's cap is replaced by a TRANSPORT.PAYLOAD_TOO_LARGE error for the caller. */
export function encodeReply(reply: WireReply, pattern: string, sealer: PayloadSealer): string[] {
  const sealed = (field: 'response' | 'error', json: string) => [
    'id',
    reply.id,
    field,
    sealer.sealText(json, replyContext(reply.id)),
  ];
  if (reply.error) return sealed('error', JSON.stringify(reply.error));
  const response = JSON.stringify(reply.response ?? null);
  const bytes = oversizeBytes(pattern, response);
  if (bytes === undefined) return sealed('response', response);
  return sealed('error', JSON.stringify(payloadTooLarge(pattern, 'reply', bytes).toJSON()));
}

export function decodeReply(fields: string[], sealer: PayloadSealer): WireReply | undefined {
  const record = fieldsToRecord(fields);
  if (!record.id) return undefined;
  const open = (sealed: string) => sealer.openText(sealed, replyContext(record.id));
  try {
    if (record.error !== undefined) {
      const parsed: unknown = JSON.parse(open(record.error));
      const error = AppError.isAppErrorJson(parsed)
        ? parsed
        : new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.handlerFailed).toJSON();
      return { id: record.id, error };
    }
    return { id: record.id, response: JSON.parse(open(record.response ?? '')) as unknown };
  } catch {
    return {
      id: record.id,
      error: new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.unreadableReply).toJSON(),
    };
  }
}

/** What crosses the transport when a handler fails: an AppError as is, anything else without its internals. */
export function toWireError(error: unknown): AppErrorJson {
  if (error instanceof AppError) return error.toJSON();
  if (AppError.isAppErrorJson(error)) return error;
  return new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.handlerFailed).toJSON();
}
