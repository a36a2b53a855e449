import { z } from 'zod';
import type { ConsultationSessionStatus } from '../work-statuses';
import type { SessionRef } from '../ownership';
import type { TranscriptLine } from './transcription-protocol';

/**
 * Past consultations of the signed-in doctor: the list (newest first, searched by patient name or Patient Id,
 * paged on the server), one consultation reopened, and its deletion. Search goes in a POST body, never in a query
 * string: a patient's name is health data and a URL ends up in browser history and proxies' logs.
 */
export const CONSULTATION_HISTORY_ROUTES = {
  search: '/api/consultations/search',
  /** GET one, DELETE one: the id is the session id (a random UUID, no health data). */
  one: (sessionId: string) => `/api/consultations/${encodeURIComponent(sessionId)}`,
} as const;

export const ConsultationHistoryPattern = {
  List: 'session.consultations.list',
  Get: 'session.consultations.get',
  /** When and in what language a consultation was held: no patient content (the FHIR export's Encounter). */
  Facts: 'session.consultations.facts',
  /** Erases the transcript, notes and prescriptions; the session row stays as a tombstone (see README). */
  Erase: 'session.consultations.erase',
} as const;

export const ReportHistoryPattern = {
  /** The report status of each session of a page: one call per page, never one per row. */
  Statuses: 'report.history.statuses',
  Versions: 'report.history.versions',
  /** Erases the session's report, every version, rendered PDF and share record. */
  Erase: 'report.history.erase',
} as const;

export const CONSULTATION_PAGE_MAX = 50;
export const CONSULTATION_PAGE_DEFAULT = 20;
/** As long as the longest thing searched: a patient name (30) or Patient Id (20). */
export const CONSULTATION_SEARCH_MAX = 30;

export const consultationSearchBodySchema = z.object({
  query: z.string().trim().max(CONSULTATION_SEARCH_MAX).default(''),
  /** The previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(CONSULTATION_PAGE_MAX).default(CONSULTATION_PAGE_DEFAULT),
});
export type ConsultationSearchBody = z.infer<typeof consultationSearchBodySchema>;

/** none: never asked for; draft: only the generated version; saved: the doctor saved edits (versions > 1). */
export const REPORT_HISTORY_STATES = ['none', 'generating', 'failed', 'draft', 'saved'] as const;
export type ReportHistoryState = (typeof REPORT_HISTORY_STATES)[number];

export interface ConsultationReportStatus {
  state: ReportHistoryState;
  versions: number;
  /** Flagged items of the latest version the doctor has not decided yet. */
  flagsOpen: number;
}

export const NO_REPORT: ConsultationReportStatus = { state: 'none', versions: 0, flagsOpen: 0 };

export interface ConsultationPatient {
  name: string;
  patientCode: string;
  gender: string;
  dob: string;
}

export interface ConsultationSummary {
  sessionId: string;
  /** Null only for sessions recorded before patients existed. */
  patient: ConsultationPatient | null;
  startedAt: string;
  endedAt: string | null;
  recordedSeconds: number;
  language: string;
  status: ConsultationSessionStatus;
}

export interface ConsultationListItem extends ConsultationSummary {
  report: ConsultationReportStatus;
}

export interface ConsultationListReply {
  items: ConsultationListItem[];
  /** Null on the last page. */
  nextCursor: string | null;
}

export type ConsultationTimes = Pick<
  ConsultationSummary,
  'startedAt' | 'endedAt' | 'recordedSeconds' | 'language'
>;

export interface ConsultationDetail extends ConsultationSummary {
  transcript: TranscriptLine[];
  notes: string[];
  prescriptions: string[];
  report: ConsultationReportStatus;
  /** Every saved version, oldest first. */
  reportVersions: { version: number; savedAt: string }[];
}

export interface ConsultationEraseReply {
  success: boolean;
}

export interface ConsultationHistoryPatternMap {
  [ConsultationHistoryPattern.List]: {
    request: { userId: string } & ConsultationSearchBody;
    reply: { items: ConsultationSummary[]; nextCursor: string | null };
  };
  [ConsultationHistoryPattern.Get]: {
    request: SessionRef;
    reply: Omit<ConsultationDetail, 'report' | 'reportVersions'>;
  };
  [ConsultationHistoryPattern.Facts]: { request: SessionRef; reply: ConsultationTimes };
  [ConsultationHistoryPattern.Erase]: { request: SessionRef; reply: ConsultationEraseReply };
  [ReportHistoryPattern.Statuses]: {
    request: { userId: string; sessionIds: string[] };
    reply: Record<string, ConsultationReportStatus>;
  };
  [ReportHistoryPattern.Versions]: {
    request: SessionRef;
    reply: { report: ConsultationReportStatus; versions: { version: number; savedAt: string }[] };
  };
  [ReportHistoryPattern.Erase]: { request: SessionRef; reply: ConsultationEraseReply };
}

/** The list's, the consultation page's and the leave warning's texts. */
export const CONSULTATION_HISTORY_TEXTS = {
  listTitle: 'Consultations',
  searchLabel: 'Search by patient name or Patient Id',
  empty: 'No consultations yet.',
  noMatch: 'No consultation matches this search.',
  loadMore: 'Load more',
  loadFailed: 'The consultations could not be loaded. Please try again.',
  deleteTitle: 'Delete this consultation?',
  deleteMessage:
    'Its transcript, notes, prescription, every report version and its PDFs are erased for good. Billing records and the consent audit are kept, as the law requires.',
  deleted: 'The consultation was deleted.',
  deleteFailed: 'The consultation could not be deleted. Please try again.',
  deleteWhileLive: 'Stop this consultation before deleting it.',
  deleteWhileGenerating: 'The report of this consultation is being generated. Try again in a moment.',
  leaveTitle: 'Leave this consultation?',
  leaveMessage:
    'The patient details, notes and prescription items you typed are not saved yet and will be lost. A recording in progress is stopped.',
  resumeTitle: 'Continue the consultation?',
  resumeMessage: (patientName: string) =>
    `The consultation with ${patientName} was still in progress when this page was closed or reloaded.`,
  noReportYet: 'No report was generated for this consultation yet.',
  olderVersion: (version: number, latest: number) =>
    `You are viewing version ${version} of ${latest}. Saving it makes it the latest version.`,
  restoreVersion: 'Save as the latest version',
} as const;

/** The list's words for a report status. */
export function reportStatusLabel(status: ConsultationReportStatus): string {
  const flags =
    status.flagsOpen > 0 ? `, ${status.flagsOpen} flag${status.flagsOpen === 1 ? '' : 's'} waiting` : '';
  switch (status.state) {
    case 'none':
      return 'No report';
    case 'generating':
      return 'Generating';
    case 'failed':
      return 'Failed';
    case 'draft':
      return `Draft${flags}`;
    case 'saved':
      return `Saved, ${status.versions} versions${flags}`;
  }
}
