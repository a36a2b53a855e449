import { Module } from '@nestjs/common';
import { KnownDevicesRepository } from '../devices/known-devices.repository';
import { SignInAttemptsRepository } from '../login/sign-in-attempts.repository';
import { PasswordResetsRepository } from '../passwords/password-resets.repository';
import { LockoutsRepository } from '../security/lockouts.repository';
import { SessionsRepository } from '../sessions/sessions.repository';
import { SupportAccountsRepository } from '../support/support-accounts.repository';
import { SupportSessionsRepository } from '../support/support-sessions.repository';
import { PurgeScheduler } from './purge.scheduler';
import { PurgeWorker } from './purge.worker';

/**
 * The daily purge of spent rows. Needs QueueModule, the database and TransactionsModule; import it only where
 * jobs run (WORKERS=inline or worker.ts). The repositories are provided here rather than through their
 * feature modules, which would bring the request handlers and their clients into the worker.
 */
@Module({
  providers: [
    SessionsRepository,
    SignInAttemptsRepository,
    PasswordResetsRepository,
    LockoutsRepository,
    KnownDevicesRepository,
    SupportSessionsRepository,
    SupportAccountsRepository,
    PurgeWorker,
    PurgeScheduler,
  ],
})
export class MaintenanceModule {}
