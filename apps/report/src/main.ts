// Before anything loads Nest (libs/nest-common/src/defer-intl says why).
import '@medi/nest-common/defer-intl';
import 'reflect-metadata';
import { bootstrapService, exitOnStartupFailure, releaseStartUpMemory } from '@medi/nest-common';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadReportEnv } from './config/env';

async function main(): Promise<void> {
  const env = loadReportEnv();
  await bootstrapService({ service: SERVICE_NAME, module: AppModule.forRoot(env), config: env });
  releaseStartUpMemory();
}

main().catch(exitOnStartupFailure);
