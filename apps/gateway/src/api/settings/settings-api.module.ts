import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../../auth/auth-gateway.module';
import { PracticeSettingsReader } from './practice-settings.reader';
import { SettingsController } from './settings.controller';

@Module({
  imports: [AuthGatewayModule],
  controllers: [SettingsController],
  providers: [PracticeSettingsReader],
  exports: [PracticeSettingsReader],
})
export class SettingsApiModule {}
