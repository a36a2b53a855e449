import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { AuthEnv } from './env';

/** The settings the access flows read from the service's configuration (never from a request). */
export class AccessConfig {
  constructor(
    /** Origin of the web app, e.g. https://app.mediscribe.example: reset links start with it. */
    readonly publicOrigin: string,
    /** Product name shown in e-mails. */
    readonly productName: string,
  ) {}
}

@Global()
@Module({})
export class AccessConfigModule {
  static forRoot(env: Pick<AuthEnv, 'PUBLIC_ORIGIN' | 'DOMAIN_NAME'>): DynamicModule {
    const config = new AccessConfig(new URL(env.PUBLIC_ORIGIN).origin, env.DOMAIN_NAME);
    return {
      module: AccessConfigModule,
      providers: [{ provide: AccessConfig, useValue: config }],
      exports: [AccessConfig],
    };
  }
}
