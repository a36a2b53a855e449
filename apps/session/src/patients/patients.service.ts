import { Injectable } from '@nestjs/common';
import {
  AppError,
  insertUpdatePatientSchema,
  isoDateOf,
  parseOrThrow,
  type UpsertPatientReply,
  type UpsertPatientRequest,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { z } from 'zod';
import { auditEventOf } from '../audit/audit-event';
import { PatientsRepository } from './patients.repository';

const userIdSchema = z.uuid();

@Injectable()
export class PatientsService {
  constructor(
    private readonly patients: PatientsRepository,
    private readonly clock: Clock,
  ) {}

  /** The form's rules are checked again here: the server never trusts the page. */
  async upsert(request: UpsertPatientRequest): Promise<UpsertPatientReply> {
    if (!userIdSchema.safeParse(request.userId).success) {
      throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('user id'));
    }
    const patient = parseOrThrow(insertUpdatePatientSchema(isoDateOf(this.clock.now())), request.patient);
    const patientId = await this.patients.upsert(
      {
        userId: request.userId,
        patientCode: patient.PatientId,
        name: patient.PatientName,
        gender: patient.Gender,
        dateOfBirth: patient.DoB,
        mrnNumber: patient.MrnNumber,
      },
      (id) => auditEventOf('patient.write', { doctorId: request.userId, patientId: id }),
    );
    return { success: true, patientId };
  }
}
