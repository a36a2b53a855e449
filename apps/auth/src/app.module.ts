import { Module, type DynamicModule } from '@nestjs/common';
import { MailModule, ServiceCoreModule } from '@medi/nest-common';
import type { AuthEnv } from './config/env';
import { CountriesModule } from './countries/countries.module';
import { AUTH_MIGRATIONS_FOLDER } from './db/migrations-folder';
import * as schema from './db/schema';

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
        CountriesModule,
        // With PGlite only this process may open the data directory, so processors run here.
        ...(env.WORKERS === 'inline'
          ? [MailModule.forRoot({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM })]
          : []),
      ],
    };
  }
}
