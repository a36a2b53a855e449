import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AuditPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { AuditService } from './audit.service';

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @MessagePattern(AuditPattern.Record)
  record(
    @Payload() request: RequestOf<typeof AuditPattern.Record>,
  ): Promise<ReplyOf<typeof AuditPattern.Record>> {
    return this.audit.recordForSession(request);
  }

  @MessagePattern(AuditPattern.Trail)
  trail(
    @Payload() request: RequestOf<typeof AuditPattern.Trail>,
  ): Promise<ReplyOf<typeof AuditPattern.Trail>> {
    return this.audit.trail(request);
  }

  @MessagePattern(AuditPattern.AccountTrail)
  accountTrail(
    @Payload() request: RequestOf<typeof AuditPattern.AccountTrail>,
  ): Promise<ReplyOf<typeof AuditPattern.AccountTrail>> {
    return this.audit.accountTrail(request);
  }
}
