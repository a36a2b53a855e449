import { AppError, type AppErrorJson, maxPayloadBytesOf } from '@medi/contracts';

/** Fields of a request or event entry on a stream. */
export interface WireMessage {
  id: string;
  pattern: string;
  data: unknown;
  correlationId: string;
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

/** Throws TRANSPORT.PAYLOAD_TOO_LARGE for data over the pattern's cap, before anything is written. */
export function encodeMessage(message: WireMessage): string[] {
  const data = JSON.stringify(message.data ?? null);
  const bytes = oversizeBytes(message.pattern, data);
  if (bytes !== undefined)
    throw payloadTooLarge(message.pattern, message.replyTo ? 'request' : 'event', bytes);
  const fields = ['id', message.id, 'pattern', message.pattern, 'data', data];
  fields.push('correlationId', message.correlationId);
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
):
  | { ok: true; message: WireMessage }
  | { ok: false; reason: string; id?: string; replyTo?: string; error?: AppError } {
  const record = fieldsToRecord(fields);
  const { id, pattern, replyTo } = record;
  if (!id || !pattern) return { ok: false, reason: 'the message has no id or pattern', id, replyTo };
  const bytes = oversizeBytes(pattern, record.data ?? '');
  if (bytes !== undefined) {
    const error = payloadTooLarge(pattern, 'request', bytes);
    return { ok: false, reason: error.message, id, replyTo, error };
  }
  let data: unknown;
  try {
    data = JSON.parse(record.data ?? 'null');
  } catch {
    return { ok: false, reason: 'the message data is not valid JSON', id, replyTo };
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

export function payloadTooLarge(
  pattern: string,
  what: 'request' | 'reply' | 'event',
  bytes: number,
): AppError {
  return new AppError(
    'TRANSPORT.PAYLOAD_TOO_LARGE',
    `The ${what} of ${pattern} has ${bytes} bytes; at most ${maxPayloadBytesOf(pattern)} are allowed.`,
  );
}

/** A reply over the pattern's cap is replaced by a TRANSPORT.PAYLOAD_TOO_LARGE error for the caller. */
export function encodeReply(reply: WireReply, pattern: string): string[] {
  if (reply.error) return ['id', reply.id, 'error', JSON.stringify(reply.error)];
  const response = JSON.stringify(reply.response ?? null);
  const bytes = oversizeBytes(pattern, response);
  if (bytes === undefined) return ['id', reply.id, 'response', response];
  return ['id', reply.id, 'error', JSON.stringify(payloadTooLarge(pattern, 'reply', bytes).toJSON())];
}

export function decodeReply(fields: string[]): WireReply | undefined {
  const record = fieldsToRecord(fields);
  if (!record.id) return undefined;
  try {
    if (record.error !== undefined) {
      const parsed: unknown = JSON.parse(record.error);
      const error = AppError.isAppErrorJson(parsed)
        ? parsed
        : new AppError('COMMON.INTERNAL', 'The service failed to handle the request.').toJSON();
      return { id: record.id, error };
    }
    return { id: record.id, response: JSON.parse(record.response ?? 'null') as unknown };
  } catch {
    return {
      id: record.id,
      error: new AppError('COMMON.INTERNAL', 'The service sent an unreadable reply.').toJSON(),
    };
  }
}

/** What crosses the transport when a handler fails: an AppError as is, anything else without its internals. */
export function toWireError(error: unknown): AppErrorJson {
  if (error instanceof AppError) return error.toJSON();
  if (AppError.isAppErrorJson(error)) return error;
  return new AppError('COMMON.INTERNAL', 'The service failed to handle the request.').toJSON();
}
