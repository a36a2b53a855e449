import {
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { SessionEnv } from '../config/env';
import { LiveHintsService } from '../hints/live-hints.service';
import { speechConfiguration } from './speech-configuration';
import { SpeechProviderRegistry } from './speech-provider.registry';

const SPEECH_SUMMARY = Symbol('SPEECH_SUMMARY');

/**
 * The speech providers and the live hints, as the environment configures them (stated in the log at start). Global:
 * creating a consultation gets its recognizer ready, and the live consultations use it.
 */
@Module({})
export class SpeechModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Speech');

  constructor(
    @Inject(SPEECH_SUMMARY) private readonly summary: string[],
    private readonly registry: SpeechProviderRegistry,
  ) {}

  static forRoot(env: SessionEnv): DynamicModule {
    const configuration = speechConfiguration(env);
    return {
      module: SpeechModule,
      global: true,
      providers: [
        { provide: SPEECH_SUMMARY, useValue: configuration.summary },
        { provide: SpeechProviderRegistry, useValue: configuration.registry },
        {
          provide: LiveHintsService,
          useValue: new LiveHintsService(configuration.ai, env.HINTS_DEBOUNCE_MS),
        },
      ],
      exports: [SpeechProviderRegistry, LiveHintsService],
    };
  }

  onModuleInit(): void {
    for (const line of this.summary) this.logger.log(line);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.registry.configured.map((provider) => provider.close?.() ?? Promise.resolve()));
  }
}
