import { AppError } from './errors';
import { ownedOrNotFound, parseSessionRef, RECORD_MESSAGES } from './ownership';

describe('ownedOrNotFound', () => {
  const doctor = crypto.randomUUID();

  it("returns the doctor's own record", () => {
    const row = { id: 'r1', userId: doctor };
    expect(ownedOrNotFound(row, doctor, RECORD_MESSAGES.noSuchSession)).toBe(row);
  });

  it.each([
    ['a missing record', undefined],
    ['a null record', null],
    ["another doctor's record", { id: 'r1', userId: crypto.randomUUID() }],
  ])('answers %s with the same 404 and message', (_name, row) => {
    let thrown: unknown;
    try {
      ownedOrNotFound(row, doctor, RECORD_MESSAGES.noSuchSession);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ code: 'COMMON.NOT_FOUND', message: RECORD_MESSAGES.noSuchSession });
  });
});

describe('parseSessionRef', () => {
  it('answers a reference that is not two uuids as no such session', () => {
    expect(() => parseSessionRef({ userId: 'x', sessionId: crypto.randomUUID() })).toThrow(
      RECORD_MESSAGES.noSuchSession,
    );
    const ref = { userId: crypto.randomUUID(), sessionId: crypto.randomUUID() };
    expect(parseSessionRef({ ...ref, extra: 1 } as typeof ref)).toEqual(ref);
  });
});
