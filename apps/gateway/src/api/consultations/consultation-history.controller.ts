import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  consultationSearchBodySchema,
  type ConsultationDetail,
  type ConsultationEraseReply,
  type ConsultationListReply,
  type ConsultationSearchBody,
} from '@medi/contracts';
import { z } from 'zod';
import { CurrentUser } from '../../auth/current-user.decorator';
import { SignedInGuard } from '../../auth/signed-in.guard';
import type { SessionUser } from '../../auth/session-user';
import { ZodBody, ZodParams } from '../../validation/zod-validation.pipe';
import { ConsultationHistoryService } from './consultation-history.service';

// Any text: an id that is not a session id answers 404 like another doctor's (the services check it).
const sessionParamsSchema = z.object({ sessionId: z.string().max(64) });
type SessionParams = z.infer<typeof sessionParamsSchema>;

/**
 * The signed-in doctor's past consultations (CONSULTATION_HISTORY_ROUTES). The search is a POST: the patient's name
 * travels in the body, never in a URL. Another doctor's consultation answers 404, as one that does not exist.
 */
@Controller('api/consultations')
@UseGuards(SignedInGuard)
export class ConsultationHistoryController {
  constructor(private readonly history: ConsultationHistoryService) {}

  @Post('search')
  @HttpCode(200)
  search(
    @CurrentUser() user: SessionUser,
    @ZodBody(consultationSearchBodySchema) body: ConsultationSearchBody,
  ): Promise<ConsultationListReply> {
    return this.history.search(user.userId, body);
  }

  @Get(':sessionId')
  detail(
    @CurrentUser() user: SessionUser,
    @ZodParams(sessionParamsSchema) params: SessionParams,
  ): Promise<ConsultationDetail> {
    return this.history.detail({ userId: user.userId, sessionId: params.sessionId });
  }

  @Delete(':sessionId')
  erase(
    @CurrentUser() user: SessionUser,
    @ZodParams(sessionParamsSchema) params: SessionParams,
  ): Promise<ConsultationEraseReply> {
    return this.history.erase({ userId: user.userId, sessionId: params.sessionId });
  }
}
