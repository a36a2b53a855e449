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
import type { LocalSpeechProvider } from './local-speech.provider';
import { speechConfiguration } from './speech-configuration';
import { SpeechProviderRegistry } from './speech-provider.registry';

const SPEECH_SUMMARY = Symbol('SPEECH_SUMMARY');
const LOCAL_RECOGNIZER = Symbol('LOCAL_RECOGNIZER');

/** The speech providers and the live hints, as the environment configures them (stated in the log at start). */
@Module({})
export class SpeechModule implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Speech');

  constructor(
    @Inject(SPEECH_SUMMARY) private readonly summary: string[],
    @Inject(LOCAL_RECOGNIZER) private readonly local: LocalSpeechProvider | null,
    private readonly registry: SpeechProviderRegistry,
  ) {}

  static forRoot(env: SessionEnv): DynamicModule {
    const configuration = speechConfiguration(env);
    return {
      module: SpeechModule,
      providers: [
        { provide: SPEECH_SUMMARY, useValue: configuration.summary },
        { provide: LOCAL_RECOGNIZER, useValue: configuration.local ?? null },
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
    this.local?.startWarming();
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.registry.configured.map((provider) => provider.close?.() ?? Promise.resolve()));
  }
}
