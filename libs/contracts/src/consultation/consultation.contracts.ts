import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '../enumerations';
import type { InsertUpdatePatientRequest } from '../validation/patient.schemas';
import type { TranscriptLine } from './transcription-protocol';
import type { ConsultationSessionStatus } from '../work-statuses';

/**
 * The session service's calls (spec 02 sections 3 and 7). A consultation session is created by the server, bound to
 * one patient of the doctor, after the doctor confirmed the consent text: its id is what the socket's first message
 * must carry.
 */
export const ConsultationPattern = {
  UpsertPatient: 'session.patients.upsert',
  CreateSession: 'session.consultations.create',
  /** The session the socket names: the doctor's own, with its state (gateway check at the first message). */
  OpenLiveSession: 'session.live.open',
  /** Start or continue the live session: the replica answering takes the owner lease. */
  StartLive: 'session.live.start',
  Transcript: 'session.live.transcript',
} as const;

/** The words the consent dialog shows; recorded with the event, so the audit says what the doctor confirmed. */
export const PATIENT_CONSENT_TEXT =
  'I confirm that the patient has been informed that this consultation will be recorded and transcribed, and has given consent.';

export interface UpsertPatientRequest {
  userId: string;
  patient: Omit<InsertUpdatePatientRequest, 'UserId'>;
}
export interface UpsertPatientReply {
  success: boolean;
  patientId: string;
}

export interface CreateSessionRequest {
  userId: string;
  patientId: string;
  consentText: string;
  language: string;
}
export interface CreateSessionReply {
  success: boolean;
  sessionId: string;
}

export interface LiveSessionRequest {
  userId: string;
  sessionId: string;
}
export interface LiveSessionReply {
  status: ConsultationSessionStatus;
  transcript: TranscriptLine[];
}

export interface StartLiveRequest extends LiveSessionRequest {
  language: string;
  sampleRate: number;
  transcriberType: string;
  diarization: boolean;
  /** start's diagnosis_flag: the doctor's Potential Diagnosis switch. */
  hints: boolean;
}

export interface ConsultationPatternMap {
  [ConsultationPattern.UpsertPatient]: { request: UpsertPatientRequest; reply: UpsertPatientReply };
  [ConsultationPattern.CreateSession]: { request: CreateSessionRequest; reply: CreateSessionReply };
  [ConsultationPattern.OpenLiveSession]: { request: LiveSessionRequest; reply: LiveSessionReply };
  [ConsultationPattern.StartLive]: { request: StartLiveRequest; reply: { secondsLeft: number } };
  [ConsultationPattern.Transcript]: { request: LiveSessionRequest; reply: TranscriptLine[] };
}

/** POST /api/Session/create-session: our call (the spec does not show how a session id is issued). */
export const createSessionBodySchema = z.object({
  patientId: z.uuid(),
  consentText: z.string().max(1_000),
  language: z.string().max(10).default(DEFAULT_LANGUAGE),
  UserId: z.string().optional(),
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

/** The consultation page's texts of spec 02 sections 2, 4, 8 and 9. */
export const CONSULTATION_TEXTS = {
  consentTitle: 'Patient Consent Confirmation',
  settingsIncompleteTitle: 'Profile and Settings Incomplete',
  settingsIncompleteMessage:
    'Please complete your clinic and doctor settings before starting a session: reports need them.',
  stopTitle: 'Confirm Stop Session',
  stopMessage: 'Are you sure you want to stop this session?',
  clearTitle: 'Confirm Clear Session',
  clearMessage: 'All transcription and prescription data will be lost. Do you want to continue?',
  clearFailed: 'Unable to clear session at this time. Please try again.',
  clearIncomplete: 'Clear action could not be completed. Please refresh the page and try again.',
  sessionEnded:
    'Session ended. Please make any necessary adjustments to the prescription or notes before generating the report.',
  endSoon: 'Session will be End Soon',
  /** The end-soon banner's body: Status toExpire's secondsLeft, in whole minutes rounded up. */
  endSoonMessage: (secondsLeft: number) => {
    const minutes = Math.max(Math.ceil(secondsLeft / 60), 1);
    return `Recording ends on its own in about ${minutes === 1 ? 'a minute' : `${minutes} minutes`}, at your plan's limit for one session. The transcript so far is kept.`;
  },
  /** Between the doctor's Stop and the server's Status stopped (the last words are being saved). */
  stopping: 'Stopping…',
  stoppingNotice: 'Stopping the session: saving the last words of the transcript.',
  recognizerBehind: (seconds: number) =>
    `The recognizer is ${seconds} s behind the audio: the latest words are still being transcribed.`,
  /** While the link reconnects (the audio meanwhile is kept and sent once the connection is back). */
  reconnecting: 'Connection lost. Reconnecting…',
  connectionLost:
    'The connection to the server was lost and could not be restored. The transcript so far is kept.',
  connectionReplaced:
    'This consultation was continued in another window or tab, so recording stopped here. The transcript so far is kept.',
  stopUnconfirmed:
    'The server did not confirm the end of the session in time. The transcript saved so far is kept, and the session ends on its own within a few minutes.',
  /** The Potential Diagnosis hint of a doctor's first sessions (section 9), by where the switch (on by default) stands. */
  diagnosisHintWhenOn:
    'Possible diagnoses and the medicines mentioned appear here while you talk. Switch this off to hide them.',
  diagnosisHintWhenOff: 'Turn this on to see possible diagnoses and the medicines mentioned while you talk.',
} as const;
