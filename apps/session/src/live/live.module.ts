import { Module, type DynamicModule } from '@nestjs/common';
import type { SessionEnv } from '../config/env';
import { ConsultationsModule } from '../consultations/consultations.module';
import { LiveController } from './live.controller';
import { LiveOwnerService } from './live-owner.service';
import { LiveReservationsReconciler } from './live-reservations.reconciler';
import { LiveStreamsRepository } from './live-streams.repository';
import { SpeechModule } from '../speech/speech.module';
import { SESSION_ENV } from './live.tokens';

@Module({})
export class LiveModule {
  static forRoot(env: SessionEnv): DynamicModule {
    return {
      module: LiveModule,
      imports: [ConsultationsModule, SpeechModule.forRoot(env)],
      controllers: [LiveController],
      providers: [
        { provide: SESSION_ENV, useValue: env },
        LiveStreamsRepository,
        LiveOwnerService,
        LiveReservationsReconciler,
      ],
    };
  }
}
