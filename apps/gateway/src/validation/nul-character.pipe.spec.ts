import { AppError, TEXT_MESSAGES } from '@medi/contracts';
import { NulCharacterPipe } from './nul-character.pipe';

const NUL = '\u0000';
const pipe = new NulCharacterPipe();
const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('not refused');
};

describe('NulCharacterPipe', () => {
  it('refuses a body with a NUL in any field, naming each field, with 400 validation-failed', () => {
    const error = refusalOf(() =>
      pipe.transform({ MrnNumber: `MRN${NUL}`, notes: ['ok', `fever${NUL}`] }, { type: 'body' }),
    );

    expect(error).toBeInstanceOf(AppError);
    expect(error.toJSON()).toEqual({
      name: 'AppError',
      code: 'COMMON.VALIDATION_FAILED',
      message: TEXT_MESSAGES.controlCharacters,
      details: { MrnNumber: [TEXT_MESSAGES.controlCharacters], 'notes.1': [TEXT_MESSAGES.controlCharacters] },
    });
  });

  it('names a single query value by its parameter, and a whole part by the part', () => {
    expect(refusalOf(() => pipe.transform(`a${NUL}`, { type: 'query', data: 'emailId' })).details).toEqual({
      emailId: [TEXT_MESSAGES.controlCharacters],
    });
    expect(refusalOf(() => pipe.transform(NUL, { type: 'body' })).details).toEqual({
      body: [TEXT_MESSAGES.controlCharacters],
    });
  });

  it('passes everything else through untouched, the signed-in user included', () => {
    const body = { PatientName: 'Ravi Kumar', note: 'line\nbreak\ttab \u202Ebidi' };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
    const user = { userId: `x${NUL}` };
    expect(pipe.transform(user, { type: 'custom' })).toBe(user);
  });
});
