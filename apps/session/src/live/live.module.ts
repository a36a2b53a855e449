import { Module, type DynamicModule } from '@nestjs/common';
import type { SessionEnv } from '../config/env';
import { ConsultationsModule } from '../consultations/consultations.module';
import { LiveController } from './live.controller';
import { LiveOwnerService } from './live-owner.service';
import { LiveStreamsRepository } from './live-streams.repository';
import { SESSION_ENV, SPEECH_REGISTRY } from './live.tokens';
import { speechRegistryOf } from './speech-registry.factory';

@Module({})
export class LiveModule {
  static forRoot(env: SessionEnv): DynamicModule {
    return {
      module: LiveModule,
      imports: [ConsultationsModule],
      controllers: [LiveController],
      providers: [
        { provide: SESSION_ENV, useValue: env },
        { provide: SPEECH_REGISTRY, useValue: speechRegistryOf(env) },
        LiveStreamsRepository,
        LiveOwnerService,
      ],
    };
  }
}
