// Before anything loads Nest (libs/nest-common/src/defer-intl says why).
import '@medi/nest-common/defer-intl';
import 'reflect-metadata';
import { bootstrapService, exitOnStartupFailure, releaseStartUpMemory } from '@medi/nest-common';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadSessionEnv } from './config/env';

async function main(): Promise<void> {
  const env = loadSessionEnv();
  await bootstrapService({ service: SERVICE_NAME, module: AppModule.forRoot(env), config: env });
  releaseStartUpMemory();
}

main().catch(exitOnStartupFailure);
