import { PAYMENT_MESSAGES } from '../payments';
import type { ReportEdit } from '../report-data';
import type { UnsureSpan } from '../speech';
import { FEEDBACK_MESSAGES } from '../validation/engagement.schemas';
import type { GeneratedReportView, ReportReview, UpdateCounterReply } from './generated-report';
import type { RequestReportReply } from './request-report';
import type { SessionRef } from '../ownership';

/** The report service's calls of report generation and editing. */
export const ReportGenerationPattern = {
  /** Save the page's notes and medlab with the session, then queue the generation of its report. */
  Request: 'report.generation.request',
  /** The session's report as the web shows it. */
  Get: 'report.generation.get',
  /** The doctor's edit: the next version. */
  Save: 'report.generation.save',
} as const;

/** The session service's side: what a report is made from, and what making it cost. */
export const SessionReportPattern = {
  /** Notes and Add Prescription items of the page, saved whole with the session (ownership checked). */
  SaveInputs: 'session.reports.save-inputs',
  /** The saved transcript, notes, prescriptions and patient of the doctor's own session. */
  Sources: 'session.reports.sources',
  /** api/Session/reportgenerated: adds the report's tokens and cost to TotalToken/TotalCost, once per report. */
  ReportGenerated: 'session.reports.generated',
} as const;

/** Billing's side: one report spent per session, in the transaction that records it. */
export const BillingReportPattern = {
  Charge: 'billing.reports.charge',
  Remaining: 'billing.reports.remaining',
} as const;

export interface ReportSourceSegment {
  seq: number;
  speakerId: string;
  text: string;
  /** Characters of text the recognizer was unsure of (absent: it was sure of every word, or gave no confidences). */
  unsure?: UnsureSpan[];
}

export interface ReportSources {
  segments: ReportSourceSegment[];
  notes: string[];
  prescriptions: string[];
  patient: { name: string; gender: string; dob: string; mrn: string; patientCode: string } | null;
  /** The consultation's language (a LANGUAGES code). */
  language?: string;
}

export interface ReportGeneratedRequest extends SessionRef {
  reportId: string;
  TotalToken: number;
  TotalCost: number;
}

export interface ChargeReportReply {
  /** False when the session's report had already been paid for: nothing spent twice. */
  charged: boolean;
  reportsRemaining: number;
}

export interface ReportGenerationPatternMap {
  [ReportGenerationPattern.Request]: {
    request: SessionRef & { notes: string[]; prescriptions: string[] };
    reply: RequestReportReply;
  };
  /** version: one saved version instead of the latest. */
  [ReportGenerationPattern.Get]: { request: SessionRef & { version?: number }; reply: GeneratedReportView };
  [ReportGenerationPattern.Save]: {
    request: SessionRef & { data: ReportEdit; review: ReportReview };
    reply: GeneratedReportView;
  };
  [SessionReportPattern.SaveInputs]: {
    request: SessionRef & { notes: string[]; prescriptions: string[] };
    reply: { saved: boolean };
  };
  [SessionReportPattern.Sources]: { request: SessionRef; reply: ReportSources };
  [SessionReportPattern.ReportGenerated]: { request: ReportGeneratedRequest; reply: { recorded: boolean } };
  [BillingReportPattern.Charge]: { request: SessionRef; reply: ChargeReportReply };
  [BillingReportPattern.Remaining]: { request: { userId: string }; reply: UpdateCounterReply };
}

/** The popup's patient details as the doctor may edit them (spec 02 section 9). */
export const REPORT_PATIENT_LIMITS = { mrn: 10, name: 20, age: 3, gender: 15 } as const;

/** The Generated Results popup's texts (spec 02 sections 4 and 8, and ours where the spec says nothing). */
export const REPORT_TEXTS = {
  // The spec's one 'Confirmation Required' title, shared with the upgrade dialog.
  confirmTitle: PAYMENT_MESSAGES.confirmTitle,
  confirmMessage:
    'Generate the summary report and prescription from this consultation? One report of your plan will be used.',
  popupTitle: 'Generated Results',
  summaryTitle: 'Summary Report',
  prescriptionTitle: 'Prescription Report',
  generating: 'Generating the report…',
  extractiveDraft:
    "Drafted from the consultation's own words by MediScribe's built-in clinical extractor (no AI writing service is set up for this practice). It may leave things out; check every section.",
  flagsOpen: 'Resolve every flagged item before the report can be downloaded or shared.',
  noReportsLeft: 'No reports left on your plan.',
  generationFailedTitle: 'Results could not be generated',
  serviceUnreachable:
    'The report service could not be reached just now (it may be restarting), so no report was made and nothing was taken from your plan. Please try again in a moment.',
  generationFailed:
    'The report could not be generated this time, so nothing was taken from your plan. Please try again.',
  generationSlow:
    'The report is taking longer than expected. Please try again in a moment: a report made meanwhile opens without using another one.',
  feedbackTitle: FEEDBACK_MESSAGES.confirmTitle,
  feedbackMessage: 'You have completed 3 reports. Tell us how MediScribe works for you.',
} as const;

/** After this many completed reports the feedback prompt shows (spec 02 section 9). */
export const FEEDBACK_PROMPT_AFTER_REPORTS = 3;
