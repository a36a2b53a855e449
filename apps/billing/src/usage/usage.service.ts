import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  TRANSCRIPTION_ERRORS,
  type AllowanceReply,
  type OpenReservation,
  type RecordUsageRequest,
  type ReserveTimeReply,
  type ReserveTimeRequest,
  SERVICE_MESSAGES,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { z } from 'zod';
import { EntitlementsService } from '../entitlements/entitlements.service';
import { UsageRepository } from './usage.repository';

const SECONDS_PER_HOUR = 3_600;
const MS_PER_SECOND = 1_000;

/** How many consultations one doctor may have running at once (MAX_LIVE_CONSULTATIONS_PER_DOCTOR). */
export const LIVE_CONSULTATIONS_CAP = Symbol('LIVE_CONSULTATIONS_CAP');

const usageSchema = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  recordedSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * SECONDS_PER_HOUR),
});

const reserveSchema = z.object({
  userId: z.uuid(),
  sessionId: z.uuid(),
  sessionLimitSeconds: z
    .number()
    .int()
    .positive()
    .max(24 * SECONDS_PER_HOUR)
    .optional(),
});

const heldForSchema = z.number().int().min(0);

@Injectable()
export class UsageService {
  constructor(
    private readonly usage: UsageRepository,
    private readonly entitlements: EntitlementsService,
    private readonly clock: Clock,
    @Inject(LIVE_CONSULTATIONS_CAP) private readonly liveCap: number,
  ) {}

  /** What a live session may use: the hours left, the plan's session limit, and what running sessions hold. */
  async allowance(userId: string): Promise<AllowanceReply> {
    const entitlement = await this.entitlements.entitlementOf(userId);
    return {
      secondsAvailable: entitlement.secondsAvailable,
      sessionLimitSeconds: entitlement.sessionLimitSeconds,
      secondsReserved: await this.usage.reservedSeconds(userId),
    };
  }

  /**
   * Holds the time a starting consultation may record, against the allowance as of now (a renewal or a plan's
   * end applies first). Refused when no hours are left beyond what the doctor's running consultations hold, or
   * when the doctor already runs as many consultations as allowed.
   */
  async reserve(request: ReserveTimeRequest): Promise<ReserveTimeReply> {
    const parsed = reserveSchema.safeParse(request);
    if (!parsed.success) throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('time reservation'));
    await this.entitlements.entitlementOf(parsed.data.userId);
    const result = await this.usage.reserve({ ...parsed.data, liveCap: this.liveCap }, this.clock.now());
    switch (result.outcome) {
      case 'reserved':
      case 'already reserved':
        return { reservedSeconds: result.seconds };
      case 'no hours':
        throw new AppError('COMMON.FORBIDDEN', TRANSCRIPTION_ERRORS.noHours);
      case 'too many live':
        throw new AppError('COMMON.CONFLICT', TRANSCRIPTION_ERRORS.tooManyLive(this.liveCap));
      case 'already charged':
        throw new AppError('COMMON.CONFLICT', TRANSCRIPTION_ERRORS.ended);
      case 'no entitlement':
        throw new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.noEntitlements(parsed.data.userId));
    }
  }

  /** Reservations held at least this long, oldest first: the session service settles those whose session died. */
  async openReservations(heldForSeconds: number): Promise<{ reservations: OpenReservation[] }> {
    if (!heldForSchema.safeParse(heldForSeconds).success)
      throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('duration'));
    const before = new Date(this.clock.now().getTime() - heldForSeconds * MS_PER_SECOND);
    return { reservations: await this.usage.reservationsBefore(before) };
  }

  /**
   * Charges a session once, against the allowance as of now, and releases its reservation: reading the
   * entitlement first applies a renewal or the end of a paid plan (with their ledger rows), so time is never
   * charged to a period that is over.
   */
  async record(request: RecordUsageRequest): Promise<{ secondsAvailable: number }> {
    const parsed = usageSchema.safeParse(request);
    if (!parsed.success) throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('usage record'));
    const { userId, sessionId, recordedSeconds } = parsed.data;
    await this.entitlements.entitlementOf(userId);
    const secondsAvailable = await this.usage.charge(userId, sessionId, recordedSeconds, this.clock.now());
    if (secondsAvailable === undefined)
      throw new AppError('COMMON.INTERNAL', SERVICE_MESSAGES.noEntitlements(userId));
    return { secondsAvailable };
  }
}
