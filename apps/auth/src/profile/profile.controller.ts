import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ProfilePattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { ProfileService } from './profile.service';

@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @MessagePattern(ProfilePattern.Get)
  get(@Payload() request: RequestOf<typeof ProfilePattern.Get>): Promise<ReplyOf<typeof ProfilePattern.Get>> {
    return this.profile.get(request.userId);
  }

  @MessagePattern(ProfilePattern.Update)
  update(
    @Payload() request: RequestOf<typeof ProfilePattern.Update>,
  ): Promise<ReplyOf<typeof ProfilePattern.Update>> {
    return this.profile.update(request.userId, request.form);
  }

  @MessagePattern(ProfilePattern.UpdateDoctorSettings)
  updateDoctorSettings(
    @Payload() request: RequestOf<typeof ProfilePattern.UpdateDoctorSettings>,
  ): Promise<ReplyOf<typeof ProfilePattern.UpdateDoctorSettings>> {
    return this.profile.updateDoctorSettings(request.userId, request.form);
  }

  @MessagePattern(ProfilePattern.Delete)
  delete(
    @Payload() request: RequestOf<typeof ProfilePattern.Delete>,
  ): Promise<ReplyOf<typeof ProfilePattern.Delete>> {
    return this.profile.delete(request.userId);
  }
}
