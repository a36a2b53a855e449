import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  BillingReportPattern,
  ReportGenerationPattern,
  requestReportBodySchema,
  saveReportBodySchema,
  type GeneratedReportView,
  type RequestReportBody,
  type RequestReportReply,
  type SaveReportBody,
  type UpdateCounterReply,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import { z } from 'zod';
import { CurrentUser } from '../../auth/current-user.decorator';
import { SignedInGuard } from '../../auth/signed-in.guard';
import type { SessionUser } from '../../auth/session-user';
import { ZodBody, ZodQuery } from '../../validation/zod-validation.pipe';

const sessionQuerySchema = z.object({
  sessionId: z.uuid(),
  version: z.coerce.number().int().min(1).max(100_000).optional(),
});

/**
 * Generate Results and the report's edits (spec 02 sections 4 and 7). The AI call of the spec is served here: the
 * browser never talks to an AI host. Every route acts for the signed-in doctor; a session or report of another
 * doctor answers 404, as one that does not exist (the services check it).
 */
@Controller()
@UseGuards(SignedInGuard)
export class ReportsController {
  constructor(private readonly services: ServiceClient) {}

  /** request_report: saves the page's notes and medlab with the session and queues its report. */
  @Post('v2/api/request_report')
  @HttpCode(200)
  requestReport(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(requestReportBodySchema) body: RequestReportBody,
  ): Promise<RequestReportReply> {
    return this.services.send(ReportGenerationPattern.Request, {
      userId: user.userId,
      sessionId: body.sessionId,
      notes: body.notes,
      prescriptions: body.medlab,
    });
  }

  /** The session's report as the popup shows it: 'pending' until the job ran, then the latest (or named) version. */
  @Get('api/report/generated')
  generated(
    @CurrentUser() user: SessionUser,
    @ZodQuery(sessionQuerySchema) query: z.infer<typeof sessionQuerySchema>,
  ): Promise<GeneratedReportView> {
    return this.services.send(ReportGenerationPattern.Get, {
      userId: user.userId,
      sessionId: query.sessionId,
      version: query.version,
    });
  }

  /** A section's Save: the whole report, checked again, saved as the next version. */
  @Post('api/report/save')
  @HttpCode(200)
  save(
    @CurrentUser({ mustMatch: 'body.UserId' }) user: SessionUser,
    @ZodBody(saveReportBodySchema) body: SaveReportBody,
  ): Promise<GeneratedReportView> {
    return this.services.send(ReportGenerationPattern.Save, {
      userId: user.userId,
      sessionId: body.sessionId,
      data: body.data,
      review: body.review,
    });
  }

  /**
   * update-counter (spec 02 section 7): the reports left. The report is spent by the generation itself, in
   * billing's transaction keyed by the session, so this call never spends one.
   */
  @Post('api/manage/update-counter')
  @HttpCode(200)
  updateCounter(@CurrentUser({ mustMatch: 'query.userId' }) user: SessionUser): Promise<UpdateCounterReply> {
    return this.services.send(BillingReportPattern.Remaining, { userId: user.userId });
  }
}
