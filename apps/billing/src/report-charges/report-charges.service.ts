import { Injectable } from '@nestjs/common';
import {
  AppError,
  REPORT_TEXTS,
  sessionRefSchema,
  type ChargeReportReply,
  type SessionRef,
  type UpdateCounterReply,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { ReportChargesRepository } from './report-charges.repository';

/** The plan's report count: read for the counter, spent once per session when its report is recorded. */
@Injectable()
export class ReportChargesService {
  constructor(
    private readonly charges: ReportChargesRepository,
    private readonly entitlements: EntitlementsService,
    private readonly clock: Clock,
  ) {}

  async charge(request: SessionRef): Promise<ChargeReportReply> {
    const parsed = sessionRefSchema.safeParse(request);
    if (!parsed.success) throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('report charge'));
    // Reading the entitlement first applies a renewal or a plan's end, so the report is taken from the right period.
    await this.entitlements.entitlementOf(parsed.data.userId);
    const result = await this.charges.charge(parsed.data.userId, parsed.data.sessionId, this.clock.now());
    switch (result.outcome) {
      case 'charged':
        return { charged: true, reportsRemaining: result.reportsRemaining };
      case 'already charged':
        return { charged: false, reportsRemaining: result.reportsRemaining };
      case 'none left':
        throw new AppError('COMMON.CONFLICT', REPORT_TEXTS.noReportsLeft);
      case 'no entitlement':
        throw new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.noEntitlements(parsed.data.userId));
    }
  }

  async remaining(userId: string): Promise<UpdateCounterReply> {
    const entitlement = await this.entitlements.entitlementOf(userId);
    return { success: true, count: entitlement.reportsRemaining };
  }
}
