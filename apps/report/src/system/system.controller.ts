import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ReportPattern, type PingReply } from '@medi/contracts';

@Controller()
export class SystemController {
  /** Answers over the transport: proves the report service is reachable end to end. */
  @MessagePattern(ReportPattern.Ping)
  ping(): PingReply {
    return { service: 'report', at: new Date().toISOString() };
  }
}
