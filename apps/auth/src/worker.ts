// Before anything loads Nest (libs/nest-common/src/defer-intl says why).
import '@medi/nest-common/defer-intl';
import 'reflect-metadata';
import { bootstrapWorker, exitOnStartupFailure, releaseStartUpMemory } from '@medi/nest-common';
import { loadAuthEnv } from './config/env';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const env = loadAuthEnv();
  await bootstrapWorker({ module: WorkerModule.forRoot(env), config: env });
  releaseStartUpMemory();
}

main().catch(exitOnStartupFailure);
