import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { SettingsApiModule } from '../settings/settings-api.module';
import { TranscriptionModule } from '../../transcription/transcription.module';
import { LoginController } from './login.controller';
import { PasswordController } from './password.controller';
import { RegistrationController } from './registration.controller';
import { SignInSessionController } from './sign-in-session.controller';
import { SettingsStatus } from './settings-status.service';

/** The access routes of spec 01 (issue 3): sign-up, two-step sign-in, sessions and passwords. */
@Module({
  imports: [AuthGatewayModule, SettingsApiModule, TranscriptionModule],
  controllers: [RegistrationController, LoginController, PasswordController, SignInSessionController],
  providers: [SettingsStatus],
})
export class AccessApiModule {}
