import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();
  hasher.onModuleInit();

  it('hashes with argon2id, 19 MiB, two passes, one lane', async () => {
    await expect(hasher.hash('Str0ng!Pass')).resolves.toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts the password and refuses any other', async () => {
    const stored = await hasher.hash('Str0ng!Pass');

    await expect(hasher.verify(stored, 'Str0ng!Pass')).resolves.toBe(true);
    await expect(hasher.verify(stored, 'str0ng!Pass')).resolves.toBe(false);
  });

  it('answers false for an account without a hash, after the same argon2 work', async () => {
    await expect(hasher.verify(undefined, 'Str0ng!Pass')).resolves.toBe(false);
  });
});
