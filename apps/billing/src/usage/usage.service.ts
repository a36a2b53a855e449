import { Injectable } from '@nestjs/common';
import { AppError, type AllowanceReply, type RecordUsageRequest } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { z } from 'zod';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { UsageRepository } from './usage.repository';

const SECONDS_PER_HOUR = 3_600;

const usageSchema = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  recordedSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * SECONDS_PER_HOUR),
});

@Injectable()
export class UsageService {
  constructor(
    private readonly usage: UsageRepository,
    private readonly entitlements: EntitlementsService,
    private readonly clock: Clock,
  ) {}

  /** What a live session may use: the hours left and the plan's session limit. */
  async allowance(userId: string): Promise<AllowanceReply> {
    const entitlement = await this.entitlements.entitlementOf(userId);
    return {
      secondsAvailable: entitlement.secondsAvailable,
      sessionLimitSeconds: entitlement.sessionLimitSeconds,
    };
  }

  /**
   * Charges a session once, against the allowance as of now: reading the entitlement first applies a renewal or
   * the end of a paid plan (with their ledger rows), so time is never charged to a period that is over.
   */
  async record(request: RecordUsageRequest): Promise<{ secondsAvailable: number }> {
    const parsed = usageSchema.safeParse(request);
    if (!parsed.success) throw new AppError('COMMON.BAD_REQUEST', 'Not a usage record');
    const { userId, sessionId, recordedSeconds } = parsed.data;
    await this.entitlements.entitlementOf(userId);
    const secondsAvailable = await this.usage.charge(userId, sessionId, recordedSeconds, this.clock.now());
    if (secondsAvailable === undefined)
      throw new AppError('COMMON.INTERNAL', `No entitlements for ${userId}`);
    return { secondsAvailable };
  }
}
