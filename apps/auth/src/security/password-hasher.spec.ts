import * as argon2 from '@node-rs/argon2';
import { PasswordHasher } from './password-hasher';

// The real argon2, watched: each verification it runs is recorded with the hash it ran against.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof argon2>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});
const argon2Verify = jest.mocked(argon2.verify);

const PARAMETERS = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();
  hasher.onModuleInit();

  beforeEach(() => argon2Verify.mockClear());

  it('hashes with argon2id, 19 MiB, two passes, one lane', async () => {
    await expect(hasher.hash('Str0ng!Pass')).resolves.toMatch(PARAMETERS);
  });

  it('accepts the password and refuses any other', async () => {
    const stored = await hasher.hash('Str0ng!Pass');

    await expect(hasher.verify(stored, 'Str0ng!Pass')).resolves.toBe(true);
    await expect(hasher.verify(stored, 'str0ng!Pass')).resolves.toBe(false);
  });

  it('answers false for an account without a hash, after the same argon2 work as a wrong password', async () => {
    const stored = await hasher.hash('Str0ng!Pass');
    await hasher.verify(stored, 'Wr0ng!Pass');
    const [[wrongPasswordHash]] = argon2Verify.mock.calls;
    argon2Verify.mockClear();

    await expect(hasher.verify(undefined, 'Str0ng!Pass')).resolves.toBe(false);

    // One real verification, against a salted hash with the same parameters (the cost) as a stored one.
    expect(argon2Verify).toHaveBeenCalledTimes(1);
    const [[dummyHash, password]] = argon2Verify.mock.calls;
    expect(password).toBe('Str0ng!Pass');
    expect(dummyHash).toMatch(PARAMETERS);
    expect(wrongPasswordHash).toMatch(PARAMETERS);
    expect(dummyHash).not.toBe(stored);
    await expect(argon2Verify.mock.results[0].value).resolves.toBe(false);
  });
});
