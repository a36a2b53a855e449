import { z } from 'zod';
import { AppError, licensePatternParamsSchema } from '@medi/contracts';
import { ZodValidationPipe } from './zod-validation.pipe';

function validationErrorOf(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the pipe to reject the value');
}

describe('ZodValidationPipe', () => {
  const paramsPipe = new ZodValidationPipe(licensePatternParamsSchema);

  it('hands the parsed value to the handler', () => {
    expect(paramsPipe.transform({ countryId: '12' }, { type: 'param' })).toEqual({ countryId: 12 });
  });

  it.each(['abc', '0', '-3', '1.5', '', '01', '1234567890'])(
    'rejects the countryId %p with the field message',
    (countryId) => {
      const error = validationErrorOf(() => paramsPipe.transform({ countryId }, { type: 'param' }));
      expect(error.code).toBe('COMMON.VALIDATION_FAILED');
      expect(error.message).toBe('countryId must be a positive integer.');
      expect(error.details).toEqual({ countryId: ['countryId must be a positive integer.'] });
    },
  );

  it('collects every message per field, the first one as the error message', () => {
    const schema = z.object({
      email: z.email('Enter a valid e-mail.'),
      profile: z.object({
        name: z
          .string()
          .min(2, 'Name is too short.')
          .regex(/^[A-Z]/, 'Name starts with a capital.'),
      }),
    });
    const error = validationErrorOf(() =>
      new ZodValidationPipe(schema).transform({ email: 'nope', profile: { name: 'a' } }, { type: 'body' }),
    );
    expect(error.message).toBe('Enter a valid e-mail.');
    expect(error.details).toEqual({
      email: ['Enter a valid e-mail.'],
      'profile.name': ['Name is too short.', 'Name starts with a capital.'],
    });
  });

  it('keys a problem with the whole part by the part', () => {
    const error = validationErrorOf(() =>
      new ZodValidationPipe(z.object({})).transform('text', { type: 'query' }),
    );
    expect(Object.keys(error.details ?? {})).toEqual(['query']);
  });
});
