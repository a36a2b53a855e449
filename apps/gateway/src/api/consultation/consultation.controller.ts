import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ConsultationPattern,
  createSessionBodySchema,
  insertUpdatePatientSchema,
  type CreateSessionBody,
  type CreateSessionReply,
  type UpsertPatientReply,
  type UpsertPatientRequest,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { CurrentUser } from '../../auth/current-user.decorator';
import { SignedInGuard } from '../../auth/signed-in.guard';
import type { SessionUser } from '../../auth/session-user';
import { DOCUMENT_DATE, ValidatedWith } from '../../openapi/request-schemas';
import { ZodBody } from '../../validation/zod-validation.pipe';

/**
 * The doctor's patients and consultation sessions. The patient form's rules are checked by the session service
 * (they depend on the doctor's date); the session a transcription socket names is one issued here.
 */
@Controller('api')
@UseGuards(SignedInGuard)
export class ConsultationController {
  constructor(private readonly services: ServiceClient) {}

  @Post('patient/insert-update-patient')
  @HttpCode(200)
  @ValidatedWith({ body: insertUpdatePatientSchema(DOCUMENT_DATE) })
  upsertPatient(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @Body() body: Record<string, unknown>,
  ): Promise<UpsertPatientReply> {
    // The session service validates the form (its date rules need the server's today) and ignores UserId.
    return this.services.send(ConsultationPattern.UpsertPatient, {
      userId: user.userId,
      patient: body as UpsertPatientRequest['patient'],
    });
  }

  /** Issues the session id for the socket, after the doctor confirmed the patient's consent (recorded). */
  @Post('Session/create-session')
  @HttpCode(200)
  createSession(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(createSessionBodySchema) body: CreateSessionBody,
  ): Promise<CreateSessionReply> {
    return this.services.send(ConsultationPattern.CreateSession, {
      userId: user.userId,
      patientId: body.patientId,
      consentText: body.consentText,
      language: body.language,
    });
  }
}
