import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { EngagementPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { EnquiriesService } from './enquiries.service';

@Controller()
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @MessagePattern(EngagementPattern.SubmitEnquiry)
  submit(
    @Payload() command: RequestOf<typeof EngagementPattern.SubmitEnquiry>,
  ): Promise<ReplyOf<typeof EngagementPattern.SubmitEnquiry>> {
    return this.enquiries.submit(command);
  }
}
