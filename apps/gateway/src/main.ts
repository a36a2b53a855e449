// Before anything loads Nest (libs/nest-common/src/defer-intl says why).
import '@medi/nest-common/defer-intl';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { releaseStartUpMemory } from '@medi/nest-common';
import { AppModule } from './app.module';
import { configureHttp, GATEWAY_APP_OPTIONS } from './bootstrap/configure-http';
import { loadGatewayConfig } from './config/env';

async function bootstrap(): Promise<void> {
  const config = loadGatewayConfig();
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config),
    GATEWAY_APP_OPTIONS,
  );
  configureHttp(app, config);
  await app.listen(config.PORT, config.HOST);
  releaseStartUpMemory();
}

bootstrap().catch((error: unknown) => {
  // The logger may not exist yet (invalid environment): stderr is the one channel that always works.
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
