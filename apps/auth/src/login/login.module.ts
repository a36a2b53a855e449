import { Module } from '@nestjs/common';
import { KnownDevicesModule } from '../devices/known-devices.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SecurityModule } from '../security/security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { LoginController } from './login.controller';
import { LoginService } from './login.service';
import { SignInAttemptsRepository } from './sign-in-attempts.repository';

@Module({
  imports: [UsersModule, SecurityModule, SessionsModule, KnownDevicesModule, NotificationsModule],
  controllers: [LoginController],
  providers: [LoginService, SignInAttemptsRepository],
  exports: [LoginService],
})
export class LoginModule {}
