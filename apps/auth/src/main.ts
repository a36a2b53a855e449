import 'reflect-metadata';
import { bootstrapService, exitOnStartupFailure } from '@medi/nest-common';
import { AppModule, SERVICE_NAME } from './app.module';
import { loadAuthEnv } from './config/env';

async function main(): Promise<void> {
  const env = loadAuthEnv();
  await bootstrapService({ service: SERVICE_NAME, module: AppModule.forRoot(env), config: env });
}

main().catch(exitOnStartupFailure);
