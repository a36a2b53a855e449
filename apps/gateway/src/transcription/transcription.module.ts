import { Module } from '@nestjs/common';
import { AuthGatewayModule } from '../auth/auth-gateway.module';
import { LifecycleModule } from '../lifecycle/lifecycle.module';
import { LiveRelayRepository } from './live-relay.repository';
import { TranscriptionServer } from './transcription.server';

@Module({
  imports: [AuthGatewayModule, LifecycleModule],
  providers: [LiveRelayRepository, TranscriptionServer],
  exports: [LiveRelayRepository],
})
export class TranscriptionModule {}
