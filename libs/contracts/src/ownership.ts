import { z } from 'zod';
import { AppError } from './errors';

/** A doctor's own session, as every service-to-service call about one names it. */
export const sessionRefSchema = z.object({ userId: z.uuid(), sessionId: z.uuid() });
export type SessionRef = z.infer<typeof sessionRefSchema>;

/** What a doctor hears for a record that is not theirs, exactly as for one that does not exist. */
export const RECORD_MESSAGES = {
  noSuchSession: 'No such session.',
  noReportForSession: 'No report for this session.',
} as const;

/**
 * The one ownership rule of every route that names a session, report or share: another doctor's record answers
 * 404 with the same message as a missing one, so an id tells an outsider nothing (not even that it exists).
 */
export function ownedOrNotFound<Row extends { userId: string }>(
  row: Row | null | undefined,
  userId: string,
  message: string,
): Row {
  if (!row || row.userId !== userId) throw new AppError('COMMON.NOT_FOUND', message);
  return row;
}

/** Parses a session reference; one that is not well formed names no session of this doctor. */
export function parseSessionRef(input: SessionRef): SessionRef {
  const parsed = sessionRefSchema.safeParse({ userId: input.userId, sessionId: input.sessionId });
  if (!parsed.success) throw new AppError('COMMON.NOT_FOUND', RECORD_MESSAGES.noSuchSession);
  return parsed.data;
}
