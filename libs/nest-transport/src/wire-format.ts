import { AppError, type AppErrorJson } from '@medi/contracts';

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
}

export interface WireReply {
  id: string;
  response?: unknown;
  error?: AppErrorJson;
}

export function encodeMessage(message: WireMessage): string[] {
  const fields = ['id', message.id, 'pattern', message.pattern, 'data', JSON.stringify(message.data ?? null)];
  fields.push('correlationId', message.correlationId);
  if (message.replyTo) fields.push('replyTo', message.replyTo);
  if (message.deadline !== undefined) fields.push('deadline', String(message.deadline));
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
): { ok: true; message: WireMessage } | { ok: false; reason: string; id?: string; replyTo?: string } {
  const record = fieldsToRecord(fields);
  const { id, pattern, replyTo } = record;
  if (!id || !pattern) return { ok: false, reason: 'the message has no id or pattern', id, replyTo };
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
    message: { id, pattern, data, replyTo, deadline, correlationId: record.correlationId || id },
  };
}

export function encodeReply(reply: WireReply): string[] {
  return reply.error
    ? ['id', reply.id, 'error', JSON.stringify(reply.error)]
    : ['id', reply.id, 'response', JSON.stringify(reply.response ?? null)];
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
