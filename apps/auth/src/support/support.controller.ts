import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ReplyOf, type RequestOf, SupportPattern } from '@medi/contracts';
import { SupportAuditService } from './support-audit.service';
import { SupportSignInService } from './support-sign-in.service';

@Controller()
export class SupportController {
  constructor(
    private readonly signIns: SupportSignInService,
    private readonly audit: SupportAuditService,
  ) {}

  @MessagePattern(SupportPattern.SignIn)
  signIn(
    @Payload() request: RequestOf<typeof SupportPattern.SignIn>,
  ): Promise<ReplyOf<typeof SupportPattern.SignIn>> {
    return this.signIns.signIn(request);
  }

  @MessagePattern(SupportPattern.ResolveSession)
  resolve(
    @Payload() request: RequestOf<typeof SupportPattern.ResolveSession>,
  ): Promise<ReplyOf<typeof SupportPattern.ResolveSession>> {
    return this.signIns.resolve(request.sessionToken);
  }

  @MessagePattern(SupportPattern.EndSession)
  end(
    @Payload() request: RequestOf<typeof SupportPattern.EndSession>,
  ): Promise<ReplyOf<typeof SupportPattern.EndSession>> {
    return this.signIns.end(request.sessionToken);
  }

  @MessagePattern(SupportPattern.RecordQueueAction)
  record(
    @Payload() request: RequestOf<typeof SupportPattern.RecordQueueAction>,
  ): Promise<ReplyOf<typeof SupportPattern.RecordQueueAction>> {
    return this.audit.record(request);
  }

  @MessagePattern(SupportPattern.FinishQueueAction)
  finish(
    @Payload() request: RequestOf<typeof SupportPattern.FinishQueueAction>,
  ): Promise<ReplyOf<typeof SupportPattern.FinishQueueAction>> {
    return this.audit.finish(request);
  }

  @MessagePattern(SupportPattern.ListQueueActions)
  list(
    @Payload() request: RequestOf<typeof SupportPattern.ListQueueActions>,
  ): Promise<ReplyOf<typeof SupportPattern.ListQueueActions>> {
    return this.audit.list(request.limit);
  }
}
