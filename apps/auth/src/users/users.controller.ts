import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AccessPattern, type ReplyOf, type RequestOf } from '@medi/contracts';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(AccessPattern.Register)
  register(
    @Payload() request: RequestOf<typeof AccessPattern.Register>,
  ): Promise<ReplyOf<typeof AccessPattern.Register>> {
    return this.users.register(request);
  }

  @MessagePattern(AccessPattern.EmailExists)
  async emailExists(
    @Payload() request: RequestOf<typeof AccessPattern.EmailExists>,
  ): Promise<ReplyOf<typeof AccessPattern.EmailExists>> {
    return { ifEmailExist: await this.users.emailExists(request.email) };
  }

  @MessagePattern(AccessPattern.LicenseExists)
  async licenseExists(
    @Payload() request: RequestOf<typeof AccessPattern.LicenseExists>,
  ): Promise<ReplyOf<typeof AccessPattern.LicenseExists>> {
    return { isDuplicate: await this.users.licenseExists(request.licenseNumber) };
  }
}
