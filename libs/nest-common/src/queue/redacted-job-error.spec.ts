import { AppError } from '@medi/contracts';
import { UnrecoverableError } from 'bullmq';
import { redactedJobError } from './redacted-job-error';

class QueryError extends Error {}

describe('the error a failed job keeps in Redis', () => {
  it('keeps the class, the codes along the cause chain and the stack frames, not a message quoting values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
    });
    const failure = new QueryError('Failed query: update "codes" set "code_hash" = $1\nparams: 5f1c9a,0427', {
      cause,
    });

    const redacted = redactedJobError(failure);

    expect(redacted.message).toBe('QueryError 23505');
    expect(redacted.stack).not.toContain('0427');
    expect(redacted.stack).not.toContain('5f1c9a');
    expect(redacted.stack?.split('\n')[0]).toBe('Error: QueryError 23505');
    expect(redacted.stack?.split('\n').slice(1)).toEqual(
      failure.stack?.split('\n').filter((line) => line.startsWith('    at ')),
    );
  });

  it('names the SMTP reply code of a delivery failure', () => {
    const smtp = Object.assign(new Error('Message failed: 550 mailbox doctor@example.com unavailable'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });

    expect(redactedJobError(smtp).message).toBe('Error EENVELOPE SMTP 550');
  });

  it('keeps the errors this code words itself as they are', () => {
    const invalid = new UnrecoverableError('invalid auth.mail.send payload: codeId invalid_format');
    const appError = new AppError('COMMON.VALIDATION_FAILED', 'Invalid auth.mail.send job');

    expect(redactedJobError(invalid)).toBe(invalid);
    expect(redactedJobError(appError)).toBe(appError);
  });
});
