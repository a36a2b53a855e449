import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/open-database';
import type { DependencyState } from './readiness';

@Injectable()
export class DatabaseHealthIndicator {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async check(): Promise<['database', DependencyState]> {
    try {
      await this.db.execute(sql`select 1`);
      return ['database', { status: 'up' }];
    } catch (error) {
      return ['database', { status: 'down', message: (error as Error).message }];
    }
  }
}
