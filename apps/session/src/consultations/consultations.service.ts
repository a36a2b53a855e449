import { Injectable } from '@nestjs/common';
import {
  AppError,
  LANGUAGES,
  PATIENT_CONSENT_TEXT,
  RECORD_MESSAGES,
  type CreateSessionReply,
  type CreateSessionRequest,
  type LiveSessionReply,
  type LiveSessionRequest,
  type TranscriptLine,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { z } from 'zod';
import { AuditService } from '../audit/audit.service';
import { auditEventOf } from '../audit/audit-event';
import { PatientsRepository } from '../patients/patients.repository';
import { SpeechProviderRegistry } from '../speech/speech-provider.registry';
import { ConsultationsRepository, type ConsultationRow } from './consultations.repository';

const idSchema = z.uuid();
const languageCodes = new Set<string>(LANGUAGES.map((language) => language.code));

function assertId(value: unknown, what: string): asserts value is string {
  if (!idSchema.safeParse(value).success) {
    throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA(what, value));
  }
}

@Injectable()
export class ConsultationsService {
  constructor(
    private readonly consultations: ConsultationsRepository,
    private readonly patients: PatientsRepository,
    private readonly audit: AuditService,
    private readonly speech: SpeechProviderRegistry,
  ) {}

  /** Every consultation session the user started, whatever its status (the user config's userSessionsCount). */
  async countUserSessions(userId: string): Promise<{ count: number }> {
    assertId(userId, 'user id');
    return { count: await this.consultations.countByUser(userId) };
  }

  /**
   * Issues the session id the transcription socket will name, bound to one of the doctor's patients, and records the
   * consent event. The words must be the ones the page showed (PATIENT_CONSENT_TEXT): consent is never assumed. The
   * recognizer gets ready meanwhile (the offline one loads its model), as its Start is likely to follow.
   */
  async createSession(request: CreateSessionRequest): Promise<CreateSessionReply> {
    assertId(request.userId, 'user id');
    assertId(request.patientId, 'patient id');
    if (request.consentText !== PATIENT_CONSENT_TEXT) {
      throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.consentNotConfirmed);
    }
    if (!languageCodes.has(request.language))
      throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.unknownLanguage);
    if (!(await this.patients.isOwnedBy(request.patientId, request.userId))) {
      throw new AppError('COMMON.NOT_FOUND', SERVICE_MESSAGES.noSuchPatient);
    }
    const sessionId = await this.consultations.createWithConsent({
      userId: request.userId,
      patientId: request.patientId,
      language: request.language,
      consentText: request.consentText,
      auditOf: (sessionId) =>
        auditEventOf('consultation.create', {
          doctorId: request.userId,
          patientId: request.patientId,
          sessionId,
        }),
    });
    this.speech.prepareFor(request.language);
    return { success: true, sessionId };
  }

  /** The session a socket names: only the doctor's own (anything else is "not found", never a hint it exists). */
  async ownedSession(request: LiveSessionRequest): Promise<ConsultationRow> {
    assertId(request.userId, 'user id');
    if (!idSchema.safeParse(request.sessionId).success)
      throw new AppError('COMMON.NOT_FOUND', RECORD_MESSAGES.noSuchSession);
    const session = await this.consultations.findOwned(request.sessionId, request.userId);
    if (!session) throw new AppError('COMMON.NOT_FOUND', RECORD_MESSAGES.noSuchSession);
    return session;
  }

  async openLive(request: LiveSessionRequest): Promise<LiveSessionReply> {
    const session = await this.ownedSession(request);
    // The socket reads the transcript so far and writes what is said next: one row per opening, not per phrase.
    await this.audit.record('consultation.record', this.subjectOf(session));
    return {
      status: session.status,
      transcript: await this.consultations.transcript(session.id),
    };
  }

  async transcript(request: LiveSessionRequest): Promise<TranscriptLine[]> {
    const session = await this.ownedSession(request);
    await this.audit.record('transcript.read', this.subjectOf(session));
    return this.consultations.transcript(session.id);
  }

  private subjectOf(session: ConsultationRow) {
    return { doctorId: session.userId, patientId: session.patientId, sessionId: session.id };
  }
}
