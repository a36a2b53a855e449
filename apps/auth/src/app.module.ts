import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@medi/nest-common';
import { AccessConfigModule } from './config/access-config';
import type { AuthEnv } from './config/env';
import { CountriesModule } from './countries/countries.module';
import { AUTH_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';
import { TransactionsModule } from './db/transaction-host';
import { EventsModule } from './events/events.module';
import { LoginModule } from './login/login.module';
import { PasswordsModule } from './passwords/passwords.module';
import { ProfileModule } from './profile/profile.module';
import { SessionsModule } from './sessions/sessions.module';
import { UsersModule } from './users/users.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { FeedbackModule } from './feedback/feedback.module';
import { MaintenanceModule } from './maintenance/maintenance.module';

export const SERVICE_NAME = 'auth';

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
        AccessConfigModule.forRoot(env),
        TransactionsModule,
        EventsModule.forRoot(env),
        CountriesModule,
        UsersModule,
        LoginModule,
        SessionsModule,
        PasswordsModule,
        ProfileModule,
        FeedbackModule.forRoot({ supportEmail: env.SUPPORT_EMAIL }),
        EnquiriesModule.forRoot({ supportEmail: env.SUPPORT_EMAIL }),
        // With PGlite only this process may open the data directory, so processors run here.
        ...(env.WORKERS === 'inline'
          ? [MailModule.forRoot({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }), MaintenanceModule]
          : []),
      ],
    };
  }
}
