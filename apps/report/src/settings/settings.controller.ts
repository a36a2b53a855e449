import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ReportPattern, type RequestOf, type SettingsUpdatedReply } from '@medi/contracts';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Asked by the gateway at sign-in, to show the 'complete your settings' banner. */
  @MessagePattern(ReportPattern.IsSettingsUpdated)
  isSettingsUpdated(
    @Payload() request: RequestOf<typeof ReportPattern.IsSettingsUpdated>,
  ): Promise<SettingsUpdatedReply> {
    return this.settings.isSettingsUpdated(request.userId);
  }
}
