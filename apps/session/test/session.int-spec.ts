import { SessionPattern } from '@medi/contracts';
import { countRows, describeMigrations, itAnswersPing } from '@medi/testing';
import { SESSION_MIGRATIONS_FOLDER } from '../src/db/migrations-folder';
import * as schema from '../src/db/schema';
import { startSession } from './support/start-session';

describe('session service', () => {
  describeMigrations({
    service: 'session',
    schema,
    migrationsFolder: SESSION_MIGRATIONS_FOLDER,
    migrations: 6,
    async expectAfterSecondStart(second) {
      expect(await countRows(second, 'session.consultation_sessions')).toBe(0);
    },
  });

  itAnswersPing('session', SessionPattern.Ping, startSession);
});
