import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AccessPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(AccessPattern.ResolveSession)
  resolve(
    @Payload() request: RequestOf<typeof AccessPattern.ResolveSession>,
  ): Promise<ReplyOf<typeof AccessPattern.ResolveSession>> {
    return this.sessions.resolve(request.sessionToken);
  }

  @MessagePattern(AccessPattern.EndSession)
  end(
    @Payload() request: RequestOf<typeof AccessPattern.EndSession>,
  ): Promise<ReplyOf<typeof AccessPattern.EndSession>> {
    return this.sessions.end(request.sessionToken);
  }
}
