import { z } from 'zod';
import { firstTypedItemProblem } from '../validation/patient.schemas';
import { ruledString } from '../validation/zod-helpers';

/**
 * Items the doctor typed on the consultation page: Add Notes and Add Prescription, each under the rule the page
 * applied as it was typed (so nothing the page took is refused here).
 */
const typedItems = z
  .array(ruledString(firstTypedItemProblem).pipe(z.string().min(1, 'An item cannot be blank.')))
  .max(200);

/**
 * POST /v2/api/request_report (spec 02 section 7: transcription, notes, medlab). The gateway serves it; the browser
 * never talks to an AI host. The transcript is the one the server saved for the session, so a `transcription`
 * the page sends is accepted for the spec's shape but never trusted; notes and medlab are saved with the session
 * before the job is queued, so the job carries ids only.
 */
export const requestReportBodySchema = z.object({
  sessionId: z.uuid(),
  transcription: z.unknown().optional(),
  notes: typedItems.default([]),
  medlab: typedItems.default([]),
  UserId: z.string().optional(),
});
export type RequestReportBody = z.infer<typeof requestReportBodySchema>;

/** What a request answers: the report's id and where it stands ('pending' until the job has run). */
export interface RequestReportReply {
  success: boolean;
  reportId: string;
  status: 'pending' | 'ready' | 'failed';
}
