import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { ClinicPattern, DomainEvent, type EventMap, type ReplyOf, type RequestOf } from '@medi/contracts';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** The clinic and whether it is complete: the settings tab, the sign-in banner and the consultation gate. */
  @MessagePattern(ClinicPattern.Get)
  getClinic(
    @Payload() request: RequestOf<typeof ClinicPattern.Get>,
  ): Promise<ReplyOf<typeof ClinicPattern.Get>> {
    return this.settings.getClinic(request.userId);
  }

  @MessagePattern(ClinicPattern.Update)
  updateClinic(
    @Payload() request: RequestOf<typeof ClinicPattern.Update>,
  ): Promise<ReplyOf<typeof ClinicPattern.Update>> {
    return this.settings.updateClinic(request.userId, request.form);
  }

  @EventPattern(DomainEvent.UserDeleted)
  onUserDeleted(@Payload() event: EventMap[typeof DomainEvent.UserDeleted]): Promise<void> {
    return this.settings.forgetUser(event.userId);
  }
}
