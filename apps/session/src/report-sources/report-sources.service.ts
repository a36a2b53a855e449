import { Injectable } from '@nestjs/common';
import {
  AppError,
  NOTE_ITEM_MAX,
  ownedOrNotFound,
  parseSessionRef,
  RECORD_MESSAGES,
  sessionRefSchema,
  type ReportGeneratedRequest,
  type ReportSources,
  type SessionRef,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { z } from 'zod';
import { ConsultationsRepository, type ConsultationRow } from '../consultations/consultations.repository';
import { AuditService } from '../audit/audit.service';
import { auditEventOf } from '../audit/audit-event';
import { PatientsRepository } from '../patients/patients.repository';
import { ReportInputsRepository } from './report-inputs.repository';

const itemsSchema = z.array(z.string().trim().min(1).max(NOTE_ITEM_MAX)).max(200);
const usageSchema = sessionRefSchema.extend({
  reportId: z.uuid(),
  TotalToken: z.number().int().min(0).max(10_000_000),
  TotalCost: z.number().min(0).max(1_000_000),
});

/** What the report service reads of a session, and the report's cost written back: the doctor's own sessions only. */
@Injectable()
export class ReportSourcesService {
  constructor(
    private readonly consultations: ConsultationsRepository,
    private readonly inputs: ReportInputsRepository,
    private readonly patients: PatientsRepository,
    private readonly audit: AuditService,
  ) {}

  async saveInputs(
    request: SessionRef & { notes: unknown; prescriptions: unknown },
  ): Promise<{ saved: boolean }> {
    const session = await this.ownSession(request);
    const notes = itemsSchema.safeParse(request.notes);
    const prescriptions = itemsSchema.safeParse(request.prescriptions);
    if (!notes.success || !prescriptions.success) {
      throw new AppError('COMMON.VALIDATION_FAILED', SERVICE_MESSAGES.notesAndPrescriptionsLimits);
    }
    await this.inputs.replaceTypedItems(
      session.id,
      { notes: notes.data, prescriptions: prescriptions.data },
      auditEventOf('notes.write', this.subjectOf(session)),
    );
    return { saved: true };
  }

  async sources(request: SessionRef): Promise<ReportSources> {
    const session = await this.ownSession(request);
    // The report job reads the consultation for the doctor: recorded as the system's read.
    await this.audit.record('transcript.read', this.subjectOf(session));
    const [segments, typed, patient] = await Promise.all([
      this.inputs.segments(session.id),
      this.inputs.typedItems(session.id),
      session.patientId ? this.patientOf(session.patientId) : Promise.resolve(null),
    ]);
    return {
      segments,
      notes: typed.notes,
      prescriptions: typed.prescriptions,
      patient,
      language: session.language,
    };
  }

  async reportGenerated(request: ReportGeneratedRequest): Promise<{ recorded: boolean }> {
    const parsed = usageSchema.safeParse(request);
    if (!parsed.success)
      throw new AppError('COMMON.VALIDATION_FAILED', SERVICE_MESSAGES.notA('report usage record'));
    const session = await this.ownSession(parsed.data);
    const recorded = await this.inputs.recordReportUsage(
      session.id,
      parsed.data.reportId,
      parsed.data.TotalToken,
      parsed.data.TotalCost,
    );
    return { recorded };
  }

  private subjectOf(session: ConsultationRow) {
    return { doctorId: session.userId, patientId: session.patientId, sessionId: session.id };
  }

  private async ownSession(request: SessionRef): Promise<ConsultationRow> {
    const ref = parseSessionRef(request);
    return ownedOrNotFound(
      await this.consultations.findById(ref.sessionId),
      ref.userId,
      RECORD_MESSAGES.noSuchSession,
    );
  }

  private async patientOf(patientId: string): Promise<ReportSources['patient']> {
    const row = await this.patients.findById(patientId);
    if (!row) return null;
    return {
      name: row.name,
      gender: row.gender,
      dob: row.dateOfBirth,
      mrn: row.mrnNumber,
      patientCode: row.patientCode,
    };
  }
}
