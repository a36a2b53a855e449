import { Global, Injectable, Module } from '@nestjs/common';
import { AuditPattern, type AuditAction } from '@medi/contracts';
import { ServiceClient } from '@medi/nest-transport';

/**
 * Records this service's reads and writes of a consultation in the session service's audit trail (which knows the
 * patient). Called after the ownership check and before the read is answered or the write is made: a trail that
 * cannot be written fails the request, so nothing is read or changed unrecorded.
 */
@Injectable()
export class AuditTrailClient {
  constructor(private readonly services: ServiceClient) {}

  async record(action: AuditAction, consultation: { userId: string; sessionId: string }): Promise<void> {
    await this.services.send(AuditPattern.Record, {
      action,
      userId: consultation.userId,
      sessionId: consultation.sessionId,
    });
  }
}

@Global()
@Module({ providers: [AuditTrailClient], exports: [AuditTrailClient] })
export class AuditTrailModule {}
