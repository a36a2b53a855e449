import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { openDatabase, type DatabaseConnection, type OpenDatabaseOptions } from './open-database';

/** Injection token of the service's Drizzle database. */
export const DATABASE = Symbol('DATABASE');
/** The connection behind DATABASE (kind, close): for lifecycle code and tests, not repositories. */
export const DATABASE_CONNECTION = Symbol('DATABASE_CONNECTION');

export type DatabaseModuleOptions<TSchema extends Record<string, unknown>> = OpenDatabaseOptions<TSchema>;

@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}

  static forRoot<TSchema extends Record<string, unknown>>(
    options: DatabaseModuleOptions<TSchema>,
  ): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE_CONNECTION, useFactory: () => openDatabase(options) },
        {
          provide: DATABASE,
          useFactory: (connection: DatabaseConnection) => connection.db,
          inject: [DATABASE_CONNECTION],
        },
      ],
      exports: [DATABASE, DATABASE_CONNECTION],
    };
  }

  /** PGlite and the pg pool keep Node alive until closed. */
  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}
