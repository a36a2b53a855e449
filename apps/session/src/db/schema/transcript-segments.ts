import type { UnsureSpan } from '@medi/contracts';
import { integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consultationSessions } from './consultation-sessions';
import { sessionSchema } from './session.schema';

/**
 * Final transcript segments, saved as they arrive. seq is contiguous from 1 per session; the unique keys make a
 * replayed final (after a replica takeover) change nothing.
 */
export const transcriptSegments = sessionSchema.table(
  'transcript_segments',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => consultationSessions.id),
    seq: integer('seq').notNull(),
    segmentId: text('segment_id').notNull(),
    speakerId: text('speaker_id').notNull(),
    text: text('text').notNull(),
    /** Characters of text the recognizer was unsure of (low word confidence); null when it gave no confidences. */
    unsure: jsonb('unsure').$type<UnsureSpan[]>(),
    /** The last input-stream entry this segment's audio covers: a replica taking over reads after it. */
    audioUntil: text('audio_until').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('transcript_segments_session_id_seq_key').on(table.sessionId, table.seq),
    uniqueIndex('transcript_segments_session_id_segment_id_key').on(table.sessionId, table.segmentId),
  ],
);
