import { z } from 'zod';
import { reportEditSchema, type Medication, type ReportData } from '../report-data';

/** Where a report item's words come from: a saved transcript segment (by sequence number) or a typed item. */
export const evidenceSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('segment'), seq: z.number().int().positive(), speakerId: z.string().max(50) }),
  z.object({ type: z.literal('note'), index: z.number().int().min(0) }),
  z.object({ type: z.literal('prescription'), index: z.number().int().min(0) }),
]);
export type EvidenceSource = z.infer<typeof evidenceSourceSchema>;

export const evidenceLinkSchema = z.object({
  source: evidenceSourceSchema,
  /** The whole segment or item, and the span [start, end) of the words that support the report item. */
  text: z.string().max(5_000),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type EvidenceLink = z.infer<typeof evidenceLinkSchema>;

export const REPORT_ITEM_KINDS = ['medication', 'test', 'diagnosis'] as const;
export type ReportItemKind = (typeof REPORT_ITEM_KINDS)[number];

/**
 * Why an item needs the doctor: nothing in the consultation says it; the consultation negates it; the patient is
 * allergic to it or to its class; the consultation mentions it but never prescribes it; its dose is not the one
 * said; its dose lies outside the medicine's usual range; the only words that support it are ones the recognizer was
 * unsure of.
 */
export const REPORT_FLAGS = [
  'not_found',
  'negated',
  'allergy',
  'not_prescribed',
  'dose_differs',
  'dose_range',
  'heard_unclearly',
] as const;
export type ReportFlag = (typeof REPORT_FLAGS)[number];

/** Each flag in a doctor's words: what the preview shows beside the item (web and server alike). */
export const REPORT_FLAG_LABELS: Record<ReportFlag, string> = {
  not_found: 'Not found in the consultation',
  negated: 'Contradicted by a negation in the consultation',
  allergy: 'Patient reported an allergy to this medicine or its class',
  not_prescribed: 'Mentioned in the consultation, not prescribed',
  dose_differs: 'Dose differs from the one said in the consultation',
  dose_range: 'Dose outside the usual adult range',
  heard_unclearly: 'Heard unclearly: the recognizer was unsure of the words',
};

/** What the doctor decided about a flagged item. */
export const FLAG_RESOLUTIONS = ['kept', 'edited', 'removed'] as const;
export type FlagResolution = (typeof FLAG_RESOLUTIONS)[number];

/**
 * One checked item of the report: a medication or test of the prescription (by its index there) or a complaint or
 * diagnosis named in the summary (by its words). `label` is what the preview shows beside the evidence.
 */
export const reportItemCheckSchema = z.object({
  id: z.string().max(100),
  kind: z.enum(REPORT_ITEM_KINDS),
  label: z.string().max(500),
  evidence: z.array(evidenceLinkSchema).max(50),
  flag: z.enum(REPORT_FLAGS).optional(),
  /** The flag's particulars for the doctor: the allergy said, the usual range. */
  flagDetail: z.string().max(500).optional(),
  resolution: z.enum(FLAG_RESOLUTIONS).optional(),
});
export type ReportItemCheck = z.infer<typeof reportItemCheckSchema>;

export const REPORT_DRAFT_SOURCES = ['ai', 'extractive'] as const;
export type ReportDraftSource = (typeof REPORT_DRAFT_SOURCES)[number];

/** What was checked, saved with every version beside the report data. */
export const reportReviewSchema = z.object({
  draftSource: z.enum(REPORT_DRAFT_SOURCES),
  items: z.array(reportItemCheckSchema).max(500),
});
export type ReportReview = z.infer<typeof reportReviewSchema>;

/** The flagged items the doctor has not yet kept, edited or removed. */
export function openFlags(review: ReportReview): ReportItemCheck[] {
  return review.items.filter((item) => item.flag !== undefined && item.resolution === undefined);
}

/**
 * Whether a report may leave the doctor's screen (download, share): every flag resolved. The server refuses a PDF
 * or share of a version for which this is false.
 */
export function isReportResolved(review: ReportReview | null | undefined): boolean {
  return review === null || review === undefined || openFlags(review).length === 0;
}

/** GET /api/report/generated?sessionId=: the report of a session as the web shows it. */
export interface GeneratedReportView {
  reportId: string;
  sessionId: string;
  status: 'pending' | 'ready' | 'failed';
  /** Absent until the report is ready. */
  version?: number;
  data?: ReportData;
  review?: ReportReview;
  /** isReportResolved of the saved version: download and share are refused while false. */
  resolved: boolean;
  /** Reports of the doctor that reached 'ready', for the feedback prompt after the third. */
  completedReports: number;
}

/**
 * POST /api/report/save: the doctor's edit, saved as the next version. `data` has the spec's report data shape; its
 * signature and logo, if sent, are dropped (see reportEditSchema): the version prints the practice's stored ones.
 */
export const saveReportBodySchema = z.object({
  sessionId: z.uuid(),
  data: reportEditSchema,
  review: reportReviewSchema,
  UserId: z.string().optional(),
});
export type SaveReportBody = z.infer<typeof saveReportBodySchema>;

/** POST /api/manage/update-counter?userId= (spec 02 section 7). */
export interface UpdateCounterReply {
  success: boolean;
  count: number;
}

/** How a medication is named in the review (the server's checks and the web's decisions use the same words). */
export function medicationLabel(medication: Medication): string {
  return [medication.Name, medication.Dosage, medication.Frequency, medication.Duration]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
