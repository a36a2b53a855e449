import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AccessPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { PasswordsService } from './passwords.service';

@Controller()
export class PasswordsController {
  constructor(private readonly passwords: PasswordsService) {}

  @MessagePattern(AccessPattern.CheckPassword)
  check(
    @Payload() request: RequestOf<typeof AccessPattern.CheckPassword>,
  ): Promise<ReplyOf<typeof AccessPattern.CheckPassword>> {
    return this.passwords.check(request);
  }

  @MessagePattern(AccessPattern.ChangePassword)
  change(
    @Payload() request: RequestOf<typeof AccessPattern.ChangePassword>,
  ): Promise<ReplyOf<typeof AccessPattern.ChangePassword>> {
    return this.passwords.change(request);
  }

  @MessagePattern(AccessPattern.RequestPasswordReset)
  requestReset(
    @Payload() request: RequestOf<typeof AccessPattern.RequestPasswordReset>,
  ): Promise<ReplyOf<typeof AccessPattern.RequestPasswordReset>> {
    return this.passwords.requestReset(request);
  }

  @MessagePattern(AccessPattern.ValidateResetToken)
  validateReset(
    @Payload() request: RequestOf<typeof AccessPattern.ValidateResetToken>,
  ): Promise<ReplyOf<typeof AccessPattern.ValidateResetToken>> {
    return this.passwords.validateReset(request);
  }

  @MessagePattern(AccessPattern.ResetPassword)
  reset(
    @Payload() request: RequestOf<typeof AccessPattern.ResetPassword>,
  ): Promise<ReplyOf<typeof AccessPattern.ResetPassword>> {
    return this.passwords.reset(request);
  }
}
