import { Logger } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { firstValueFrom } from 'rxjs';
import { ServiceExceptionFilter } from '../bootstrap/service-exception.filter';
import { describeForLog, withoutQueryValues } from './redact-error';

const PLANTED = ['$argon2id$v=19$planted-hash', 'planted.doctor@hospital.in', 'KMC/2015/99999', '1985-04-12'];

function failedInsert(): DrizzleQueryError {
  const driverError = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_key"'),
    {
      code: '23505',
      constraint: 'users_email_key',
      detail: `Key (email)=(${PLANTED[1]}) already exists.`,
    },
  );
  return new DrizzleQueryError(
    'insert into "users" ("password_hash", "email", "licence", "dob") values ($1, $2, $3, $4)',
    PLANTED,
    driverError,
  );
}

describe('withoutQueryValues', () => {
  it('keeps the SQL, the code and the frames of a failed query, and none of its values', () => {
    const logged = describeForLog(failedInsert());
    const serialised = JSON.stringify(withoutQueryValues(failedInsert()), [
      'message',
      'stack',
      'cause',
      'code',
      'constraint',
    ]);

    expect(logged).toContain('Failed query: insert into "users"');
    expect(logged).toMatch(/\n\s+at /);
    for (const value of PLANTED) {
      expect(logged).not.toContain(value);
      expect(serialised).not.toContain(value);
    }
    expect((withoutQueryValues(failedInsert()) as Error).cause).toMatchObject({
      code: '23505',
      constraint: 'users_email_key',
    });
  });

  it('leaves other errors untouched', () => {
    const error = new Error('plain');

    expect(withoutQueryValues(error)).toBe(error);
  });
});

describe('ServiceExceptionFilter', () => {
  it('logs a failed query of a transported request without its values', async () => {
    const lines: string[] = [];
    const capture = (message: unknown) => lines.push(String(message));
    Logger.overrideLogger({ log: capture, error: capture, warn: capture, debug: capture, verbose: capture });
    const filter = new ServiceExceptionFilter(new HttpAdapterHost().httpAdapter);
    const host = { getType: () => 'rpc' } as unknown as ArgumentsHost;

    await expect(firstValueFrom(filter.catch(failedInsert(), host) as never)).rejects.toBeDefined();

    expect(lines.join('\n')).toContain('Failed query: insert into "users"');
    for (const value of PLANTED) expect(lines.join('\n')).not.toContain(value);
    Logger.overrideLogger(false);
  });
});
