import { z } from 'zod';
import { AppError, normalizeEmail, SUPPORT_LIMITS, SERVICE_MESSAGES } from '@medi/contracts';
import { openDatabase, TransactionHost } from '@medi/nest-common';
import { newTotpSecret, totpUri } from '@medi/crypto';
import { AUTH_MIGRATIONS_FOLDER } from '../db/migrations-folder';
import * as schema from '../db/schema';
import { PasswordHasher } from '../security/password-hasher';
import { SupportAccountsRepository } from './support-accounts.repository';

export const supportAccountFormSchema = z.object({
  email: z.email('Enter a valid e-mail address').transform(normalizeEmail),
  name: z.string().trim().min(1, 'Enter a name').max(SUPPORT_LIMITS.nameMaxLength),
  password: z
    .string()
    .min(
      SUPPORT_LIMITS.passwordMinLength,
      `The password needs at least ${SUPPORT_LIMITS.passwordMinLength} characters`,
    )
    .max(SUPPORT_LIMITS.passwordMaxLength),
});

export type SupportAccountForm = z.input<typeof supportAccountFormSchema>;

export interface CreatedSupportAccount {
  supportId: string;
  email: string;
  /** Shown once, to be put into an authenticator app: the account cannot sign in without it. */
  totpSecret: string;
  otpauthUri: string;
}

/**
 * What `npm run support:create` does: validates the form, migrates the auth schema (a fresh database works too),
 * hashes the password as doctors' are hashed and stores the account with a new TOTP secret.
 */
export async function createSupportAccount(
  form: SupportAccountForm,
  database: { databaseUrl?: string; dataDir: string },
): Promise<CreatedSupportAccount> {
  const parsed = supportAccountFormSchema.safeParse(form);
  if (!parsed.success) {
    throw new AppError(
      'COMMON.VALIDATION_FAILED',
      parsed.error.issues.map((issue) => issue.message).join('; '),
    );
  }
  const { email, name, password } = parsed.data;
  const connection = await openDatabase({
    service: 'auth',
    schema,
    migrationsFolder: AUTH_MIGRATIONS_FOLDER,
    ...database,
  });
  try {
    const accounts = new SupportAccountsRepository(new TransactionHost(connection.db));
    const totpSecret = newTotpSecret();
    const supportId = await accounts.insert({
      email,
      name,
      passwordHash: await new PasswordHasher().hash(password),
      totpSecret,
      createdAt: new Date(),
    });
    if (!supportId) throw new AppError('COMMON.CONFLICT', SERVICE_MESSAGES.supportAccountExists(email));
    return { supportId, email, totpSecret, otpauthUri: totpUri(totpSecret, email) };
  } finally {
    await connection.close();
  }
}
