import { Module } from '@nestjs/common';
import { KnownDevicesModule } from '../devices/known-devices.module';
import { LoginModule } from '../login/login.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SecurityModule } from '../security/security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { PasswordResetsRepository } from './password-resets.repository';
import { PasswordsController } from './passwords.controller';
import { PasswordsService } from './passwords.service';

@Module({
  imports: [
    UsersModule,
    SecurityModule,
    LoginModule,
    SessionsModule,
    KnownDevicesModule,
    NotificationsModule,
  ],
  controllers: [PasswordsController],
  providers: [PasswordsService, PasswordResetsRepository],
})
export class PasswordsModule {}
