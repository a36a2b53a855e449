import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { SessionPattern, type PingReply } from '@medi/contracts';

@Controller()
export class SystemController {
  /** Answers over the transport: proves the session service is reachable end to end. */
  @MessagePattern(SessionPattern.Ping)
  ping(): PingReply {
    return { service: 'session', at: new Date().toISOString() };
  }
}
