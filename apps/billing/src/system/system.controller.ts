import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { BillingPattern, type PingReply } from '@medi/contracts';

@Controller()
export class SystemController {
  /** Answers over the transport: proves the billing service is reachable end to end. */
  @MessagePattern(BillingPattern.Ping)
  ping(): PingReply {
    return { service: 'billing', at: new Date().toISOString() };
  }
}
