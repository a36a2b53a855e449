import { Module } from '@nestjs/common';
import { SecurityModule } from '../security/security.module';
import { SupportAccountsRepository } from './support-accounts.repository';
import { SupportAuditRepository } from './support-audit.repository';
import { SupportAuditService } from './support-audit.service';
import { SupportController } from './support.controller';
import { SupportSessionsRepository } from './support-sessions.repository';
import { SupportSignInService } from './support-sign-in.service';

/** Support staff accounts, their sign-in and sessions, and the audit log of their queue actions. */
@Module({
  imports: [SecurityModule],
  controllers: [SupportController],
  providers: [
    SupportAccountsRepository,
    SupportSessionsRepository,
    SupportAuditRepository,
    SupportSignInService,
    SupportAuditService,
  ],
})
export class SupportModule {}
