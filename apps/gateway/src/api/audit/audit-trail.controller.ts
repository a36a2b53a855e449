import { Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_ROUTES,
  AuditPattern,
  auditTrailQuerySchema,
  type AuditEntry,
  type AuditTrailQuery,
  type AuditTrailReply,
} from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';
import type { Response } from 'express';
import { CurrentUser } from '../../auth/current-user.decorator';
import { SignedInGuard } from '../../auth/signed-in.guard';
import type { SessionUser } from '../../auth/session-user';
import { ZodBody } from '../../validation/zod-validation.pipe';
import { auditCsvOf } from './audit-csv';

/**
 * The signed-in doctor's audit trail of their own patients (AUDIT_ROUTES). POSTs: a Patient Id is the doctor's
 * identifier of a person and never goes into a URL. Another doctor's patients are simply not in the answer.
 */
@Controller()
@UseGuards(SignedInGuard)
export class AuditTrailController {
  constructor(private readonly services: ServiceClient) {}

  @Post(AUDIT_ROUTES.trail)
  @HttpCode(200)
  trail(
    @CurrentUser() user: SessionUser,
    @ZodBody(auditTrailQuerySchema) query: AuditTrailQuery,
  ): Promise<AuditTrailReply> {
    return this.services.send(AuditPattern.Trail, { ...query, userId: user.userId, export: false });
  }

  /** The filtered trail as CSV, newest first, up to AUDIT_CSV_MAX_ROWS rows (a longer one by date range). */
  @Post(AUDIT_ROUTES.csv)
  @HttpCode(200)
  async csv(
    @CurrentUser() user: SessionUser,
    @ZodBody(auditTrailQuerySchema) query: AuditTrailQuery,
    @Res() response: Response,
  ): Promise<void> {
    const entries: AuditEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.services.send(AuditPattern.Trail, {
        ...query,
        cursor,
        userId: user.userId,
        export: true,
      });
      entries.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && entries.length < AUDIT_CSV_MAX_ROWS);
    response.attachment('audit-trail.csv');
    response.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Cache-Control': 'no-store' });
    response.send(auditCsvOf(entries.slice(0, AUDIT_CSV_MAX_ROWS)));
  }
}
