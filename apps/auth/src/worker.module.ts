import { Module, type DynamicModule } from '@nestjs/common';
import {
  HealthModule,
  LoggingModule,
  MailModule,
  MetricsModule,
  QueueModule,
  RedisModule,
} from '@medi/nest-common';
import { SERVICE_NAME } from './app.module';
import type { AuthEnv } from './config/env';

/** The auth worker process: the queue processors, scaled apart from request handling (WORKERS=off in the service). */
@Module({})
export class WorkerModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        LoggingModule.forRoot({ service: `${SERVICE_NAME}-worker`, level: env.LOG_LEVEL }),
        RedisModule.forRoot({ url: env.REDIS_URL }),
        QueueModule.forRoot({ redisUrl: env.REDIS_URL, keyPrefix: env.KEY_PREFIX }),
        HealthModule.forRoot({ checks: ['redis'] }),
        MetricsModule,
        MailModule.forRoot({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
      ],
    };
  }
}
