import { Injectable, Logger } from '@nestjs/common';
import { AuthMaintenanceJobName } from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { OnJob } from '@medi/nest-common/queue';
import { KnownDevicesRepository } from '../devices/known-devices.repository';
import { SignInAttemptsRepository } from '../login/sign-in-attempts.repository';
import { PasswordResetsRepository } from '../passwords/password-resets.repository';
import { LockoutsRepository } from '../security/lockouts.repository';
import { SessionsRepository } from '../sessions/sessions.repository';
import { SupportAccountsRepository } from '../support/support-accounts.repository';
import { SupportSessionsRepository } from '../support/support-sessions.repository';
import { purgeCutoffs } from './retention.policy';

/** Rows deleted by one purge, per table. */
export type PurgeReport = Record<
  | 'sessions'
  | 'signInAttempts'
  | 'signInCodes'
  | 'passwordResets'
  | 'wrongCodes'
  | 'passwordLockouts'
  | 'knownDevices'
  | 'supportSessions'
  | 'supportWrongCodes',
  number
>;

/**
 * Deletes rows past their retention. Only spent rows qualify (ended sessions, closed or expired attempts, spent
 * links, old wrong codes, unlocked addresses, expired known devices), so an active session or a running lock is never touched; the
 * per-account sign-in lock rows are not purged at all, as there is at most one per account. Runs as the daily
 * job of `auth-maintenance`; its report is the job's return value, shown in Bull Board.
 */
@Injectable()
export class PurgeWorker {
  private readonly logger = new Logger(PurgeWorker.name);

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly signInAttempts: SignInAttemptsRepository,
    private readonly passwordResets: PasswordResetsRepository,
    private readonly lockouts: LockoutsRepository,
    private readonly knownDevices: KnownDevicesRepository,
    private readonly supportSessions: SupportSessionsRepository,
    private readonly supportAccounts: SupportAccountsRepository,
    private readonly clock: Clock,
  ) {}

  @OnJob(AuthMaintenanceJobName.PurgeExpiredData)
  async purgeExpired(): Promise<PurgeReport> {
    const now = this.clock.now();
    const cutoffs = purgeCutoffs(now);
    const sessions = await this.sessions.deleteEndedBefore(cutoffs.sessions);
    const attempts = await this.signInAttempts.deleteEndedBefore(cutoffs.signInAttempts);
    const passwordResets = await this.passwordResets.deleteSpentBefore(cutoffs.passwordResets);
    const wrongCodes = await this.lockouts.deleteWrongCodesBefore(cutoffs.wrongCodes);
    const passwordLockouts = await this.lockouts.deleteIdlePasswordStates(cutoffs.passwordLockouts, now);
    const knownDevices = await this.knownDevices.deleteExpiredBefore(cutoffs.knownDevices);
    // Support staff's spent rows keep the doctors' retention.
    const supportSessions = await this.supportSessions.deleteEndedBefore(cutoffs.sessions);
    const supportWrongCodes = await this.supportAccounts.deleteWrongCodesBefore(cutoffs.wrongCodes);
    const report: PurgeReport = {
      sessions,
      signInAttempts: attempts.attempts,
      signInCodes: attempts.codes,
      passwordResets,
      wrongCodes,
      passwordLockouts,
      knownDevices,
      supportSessions,
      supportWrongCodes,
    };
    const counts = Object.entries(report);
    const total = counts.reduce((sum, [, count]) => sum + count, 0);
    const details = counts.map(([table, count]) => `${table} ${count}`).join(', ');
    this.logger.log(`purge removed ${total} rows (${details})`);
    return report;
  }
}
