import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AccessPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { LoginService } from './login.service';

@Controller()
export class LoginController {
  constructor(private readonly login: LoginService) {}

  @MessagePattern(AccessPattern.StartLogin)
  start(
    @Payload() request: RequestOf<typeof AccessPattern.StartLogin>,
  ): Promise<ReplyOf<typeof AccessPattern.StartLogin>> {
    return this.login.start(request);
  }

  @MessagePattern(AccessPattern.VerifyLoginCode)
  verify(
    @Payload() request: RequestOf<typeof AccessPattern.VerifyLoginCode>,
  ): Promise<ReplyOf<typeof AccessPattern.VerifyLoginCode>> {
    return this.login.verify(request);
  }

  @MessagePattern(AccessPattern.ResendLoginCode)
  resend(
    @Payload() request: RequestOf<typeof AccessPattern.ResendLoginCode>,
  ): Promise<ReplyOf<typeof AccessPattern.ResendLoginCode>> {
    return this.login.resend(request);
  }

  @MessagePattern(AccessPattern.CancelLogin)
  cancel(
    @Payload() request: RequestOf<typeof AccessPattern.CancelLogin>,
  ): Promise<ReplyOf<typeof AccessPattern.CancelLogin>> {
    return this.login.cancel(request);
  }
}
