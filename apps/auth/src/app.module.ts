import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { ServiceCoreModule, TransactionsModule } from '@medi/nest-common';
import { MailModule } from '@medi/nest-common/mail';
import { QueueModule } from '@medi/nest-common/queue';
import { AccessConfigModule } from './config/access-config';
import type { AuthEnv } from './config/env';
import { CountriesModule } from './countries/countries.module';
import { AUTH_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';
import { EventsModule } from './events/events.module';
import { LoginModule } from './login/login.module';
import { PasswordsModule } from './passwords/passwords.module';
import { ProfileModule } from './profile/profile.module';
import { SessionsModule } from './sessions/sessions.module';
import { SupportModule } from './support/support.module';
import { UsersModule } from './users/users.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { FeedbackModule } from './feedback/feedback.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { AuthMailModule } from './notifications/auth-mail.module';

export const SERVICE_NAME = 'auth';

/** The auth jobs' handlers: in this process with WORKERS=inline, in worker.ts otherwise. */
export function jobModules(env: AuthEnv): Array<DynamicModule | Type<unknown>> {
  return [
    MailModule.forRoot({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      mailer: SERVICE_NAME,
      senders: [AuthMailModule.forRoot({ supportEmail: env.SUPPORT_EMAIL })],
    }),
    MaintenanceModule,
  ];
}

@Module({})
export class AppModule {
  static forRoot(env: AuthEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: SERVICE_NAME,
          env,
          database: { schema, migrationsFolder: AUTH_MIGRATIONS_FOLDER },
        }),
        QueueModule.forRoot({ redisUrl: env.REDIS_URL, keyPrefix: env.KEY_PREFIX }),
        AccessConfigModule.forRoot(env),
        TransactionsModule,
        EventsModule.forRoot(env),
        CountriesModule,
        UsersModule,
        LoginModule,
        SessionsModule,
        PasswordsModule,
        ProfileModule,
        FeedbackModule,
        EnquiriesModule,
        SupportModule,
        // With PGlite only this process may open the data directory, so jobs run here.
        ...(env.WORKERS === 'inline' ? jobModules(env) : []),
      ],
    };
  }
}
