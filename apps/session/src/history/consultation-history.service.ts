import { Injectable } from '@nestjs/common';
import {
  AppError,
  CONSULTATION_HISTORY_TEXTS,
  consultationSearchBodySchema,
  parseSessionRef,
  RECORD_MESSAGES,
  SERVICE_MESSAGES,
  type ConsultationEraseReply,
  type ConsultationHistoryPattern,
  type ReplyOf,
  type RequestOf,
  type SessionRef,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { z } from 'zod';
import { AuditService } from '../audit/audit.service';
import { auditEventOf } from '../audit/audit-event';
import { ConsultationsRepository } from '../consultations/consultations.repository';
import { LiveStreamsRepository } from '../live/live-streams.repository';
import { PatientsRepository } from '../patients/patients.repository';
import { ReportInputsRepository } from '../report-sources/report-inputs.repository';
import {
  ConsultationHistoryRepository,
  consultationTimesOf,
  type PageCursor,
} from './consultation-history.repository';

// PostgreSQL's text of a timestamptz: '2026-03-01 10:00:00.123456+00'.
const cursorSchema = z.object({
  startedAt: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  id: z.uuid(),
});

/** The cursor is opaque to the client: base64url of the last row's start and id. */
function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(cursor: string | undefined): PageCursor | undefined {
  if (cursor === undefined) return undefined;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('page cursor'));
  }
}

/** Past consultations of the doctor: a page of the list, one consultation reopened, one erased. */
@Injectable()
export class ConsultationHistoryService {
  constructor(
    private readonly history: ConsultationHistoryRepository,
    private readonly consultations: ConsultationsRepository,
    private readonly patients: PatientsRepository,
    private readonly inputs: ReportInputsRepository,
    private readonly streams: LiveStreamsRepository,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async list(
    request: RequestOf<typeof ConsultationHistoryPattern.List>,
  ): Promise<ReplyOf<typeof ConsultationHistoryPattern.List>> {
    const userId = z.uuid().safeParse(request.userId);
    const search = consultationSearchBodySchema.safeParse(request);
    if (!userId.success || !search.success)
      throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('consultation search'));
    const { query, cursor, limit } = search.data;
    const rows = await this.history.page({ userId: userId.data, query, after: decodeCursor(cursor), limit });
    // The list shows patients' names: one row per page, before the page leaves.
    await this.audit.record('patient.list', { doctorId: userId.data });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map(({ position: _position, ...item }) => item),
      nextCursor: rows.length > limit && last ? encodeCursor(last.position) : null,
    };
  }

  async get(request: SessionRef): Promise<ReplyOf<typeof ConsultationHistoryPattern.Get>> {
    const session = await this.ownSession(request);
    await this.audit.record('consultation.read', {
      doctorId: session.userId,
      patientId: session.patientId,
      sessionId: session.id,
    });
    const [patient, transcript, typed] = await Promise.all([
      session.patientId ? this.patients.findById(session.patientId) : Promise.resolve(undefined),
      this.consultations.transcript(session.id),
      this.inputs.typedItems(session.id),
    ]);
    return {
      sessionId: session.id,
      patient: patient
        ? {
            name: patient.name,
            patientCode: patient.patientCode,
            gender: patient.gender,
            dob: patient.dateOfBirth,
          }
        : null,
      ...consultationTimesOf(session),
      status: session.status,
      transcript,
      notes: typed.notes,
      prescriptions: typed.prescriptions,
    };
  }

  /**
   * When and in what language: no patient content is read, so nothing is recorded here (the caller records its own
   * action, as the FHIR export does).
   */
  async facts(request: SessionRef): Promise<ReplyOf<typeof ConsultationHistoryPattern.Facts>> {
    return consultationTimesOf(await this.ownSession(request));
  }

  private async ownSession(request: SessionRef) {
    const ref = parseSessionRef(request);
    const session = await this.consultations.findOwned(ref.sessionId, ref.userId);
    if (!session) throw new AppError('COMMON.NOT_FOUND', RECORD_MESSAGES.noSuchSession);
    return session;
  }

  /**
   * Erases the consultation's words in PostgreSQL and whatever Redis still holds of it (the sealed audio and
   * transcript streams lapse on their own, but deletion must not wait for that). A live consultation is refused:
   * the doctor stops it first. Erasing twice answers as the first time did.
   */
  async erase(request: SessionRef): Promise<ConsultationEraseReply> {
    const ref = parseSessionRef(request);
    const session = await this.consultations.findOwned(ref.sessionId, ref.userId);
    if (!session) throw new AppError('COMMON.NOT_FOUND', RECORD_MESSAGES.noSuchSession);
    if (session.status === 'active' || session.status === 'paused' || (await this.streams.isLive(session.id)))
      throw new AppError('COMMON.CONFLICT', CONSULTATION_HISTORY_TEXTS.deleteWhileLive);
    await this.streams.eraseAll(session.id);
    const erased = await this.history.erase(
      session.id,
      ref.userId,
      this.clock.now(),
      auditEventOf('consultation.delete', {
        doctorId: session.userId,
        patientId: session.patientId,
        sessionId: session.id,
      }),
    );
    if (!erased) throw new AppError('COMMON.CONFLICT', CONSULTATION_HISTORY_TEXTS.deleteWhileLive);
    return { success: true };
  }
}
