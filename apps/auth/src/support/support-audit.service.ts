import { Injectable } from '@nestjs/common';
import {
  SUPPORT_LIMITS,
  type FinishQueueActionRequest,
  type QueueActionEntry,
  type RecordQueueActionRequest,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { SupportAuditRepository } from './support-audit.repository';

/** The audit log of queue actions taken through Bull Board. */
@Injectable()
export class SupportAuditService {
  constructor(
    private readonly audit: SupportAuditRepository,
    private readonly clock: Clock,
  ) {}

  async record(request: RecordQueueActionRequest): Promise<{ auditId: string }> {
    return { auditId: await this.audit.insert(request, this.clock.now()) };
  }

  async finish(request: FinishQueueActionRequest): Promise<{ success: true }> {
    await this.audit.finish(request.auditId, request.statusCode, this.clock.now());
    return { success: true };
  }

  list(limit: number): Promise<QueueActionEntry[]> {
    return this.audit.latest(Math.min(Math.max(1, Math.trunc(limit)), SUPPORT_LIMITS.auditPageSize));
  }
}
