import { Module, type DynamicModule } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AUDIT_RETENTION, AuditPurgeScheduler } from './audit-purge.scheduler';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** The audit trail of every read and write of a patient's data (README "Audit trail"). */
@Module({})
export class AuditModule {
  static forRoot(options: { retentionDays: number }): DynamicModule {
    return {
      module: AuditModule,
      global: true,
      controllers: [AuditController],
      providers: [
        AuditRepository,
        AuditService,
        AuditPurgeScheduler,
        { provide: AUDIT_RETENTION, useValue: options.retentionDays },
      ],
      exports: [AuditService],
    };
  }
}
