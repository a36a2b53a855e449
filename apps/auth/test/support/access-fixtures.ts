import { AccessPattern, AppError, type SignupRequest, type VerifyLoginCodeReply } from '@medi/contracts';
import type { ServiceClient } from '@medi/nest-transport';
import type { ReceivedMail, SmtpInbox } from '@medi/testing';

export const STRONG_PASSWORD = 'Str0ng!Pass';
export const CLIENT = { ip: '203.0.113.7', userAgent: 'jest' };

let sequence = 0;

/** A valid sign-up form (as the gateway forwards it after validation), unique per call; override any field. */
export function signupForm(overrides: Partial<SignupRequest> = {}): SignupRequest {
  sequence += 1;
  const unique = `${process.pid % 10_000}${String(sequence).padStart(3, '0')}`;
  return {
    Title: 1,
    Name: 'Asha Devi Rao',
    Gender: 2,
    DateOfBirth: '1985-04-12',
    Email: `asha.rao${unique}@clinicmail.com`,
    Password: STRONG_PASSWORD,
    ConfirmPassword: STRONG_PASSWORD,
    MedicalCredentials: 2,
    Specialization: 'Cardiology',
    TermsAndPrivacy: true,
    LicenseAgreement: true,
    CountryId: 1,
    LicenseNumber: `KMC-2015-${unique.slice(-7).padStart(6, '0')}`,
    ...overrides,
  };
}

/** The rejection of a call that must fail, for assertions on its code, message and retry time. */
export async function failureOf(call: Promise<unknown>): Promise<AppError> {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof AppError)) throw new Error(`expected an AppError, got ${String(outcome)}`);
  return outcome;
}

/** Mails received that `match`, waiting until there are `count` of them. */
export async function mailsMatching(
  inbox: SmtpInbox,
  match: (mail: ReceivedMail) => boolean,
  count: number,
): Promise<ReceivedMail[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const received = inbox.mails.filter(match);
    if (received.length >= count) return received;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} matching mails, received ${received.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Mails received for one address, waiting until there are `count` of them. */
export function mailsTo(inbox: SmtpInbox, address: string, count: number): Promise<ReceivedMail[]> {
  return mailsMatching(inbox, (mail) => mail.to.includes(address), count);
}

/** The plain-text part of a message, quoted-printable decoded. */
export function plainTextOf(mail: ReceivedMail): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1];
  const parts = boundary ? mail.raw.split(`--${boundary}`) : [mail.raw];
  const textPart = parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? mail.raw;
  const [head, ...body] = textPart.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  return /quoted-printable/i.test(head)
    ? text
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
}

/** The sign-in code: the 4 digits on a line of their own in the text part. */
export function codeIn(mail: ReceivedMail): string {
  const line = plainTextOf(mail)
    .split(/\r?\n/)
    .find((candidate) => /^\d{4}$/.test(candidate.trim()));
  if (!line) throw new Error(`no code in mail:\n${mail.raw}`);
  return line.trim();
}

/** Another 4-digit code than `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

export interface RegisteredDoctor {
  email: string;
  password: string;
  form: SignupRequest;
}

export async function registerDoctor(
  client: ServiceClient,
  overrides: Partial<SignupRequest> = {},
): Promise<RegisteredDoctor> {
  const form = signupForm(overrides);
  await client.send(AccessPattern.Register, { form, client: CLIENT });
  return { email: form.Email, password: form.Password, form };
}

export interface StartedSignIn {
  attemptToken: string;
  code: string;
}

/** The password step, then the code read from the e-mail it sends. */
export async function startSignIn(
  client: ServiceClient,
  inbox: SmtpInbox,
  doctor: RegisteredDoctor,
): Promise<StartedSignIn> {
  // Other e-mails (a lock notice) may still be on their way: count the code e-mails only.
  const isCodeMail = (mail: ReceivedMail) =>
    mail.to.includes(doctor.email) && (mail.headers.subject ?? '').includes('verification code');
  const before = inbox.mails.filter(isCodeMail).length;
  const { attemptToken } = await client.send(AccessPattern.StartLogin, {
    email: doctor.email,
    password: doctor.password,
    client: CLIENT,
  });
  const mails = await mailsMatching(inbox, isCodeMail, before + 1);
  return { attemptToken, code: codeIn(mails[before]) };
}

/** Both steps: a signed-in session. */
export async function signIn(
  client: ServiceClient,
  inbox: SmtpInbox,
  doctor: RegisteredDoctor,
  rememberMe = false,
): Promise<VerifyLoginCodeReply> {
  const { attemptToken, code } = await startSignIn(client, inbox, doctor);
  return client.send(AccessPattern.VerifyLoginCode, {
    attemptToken,
    email: doctor.email,
    code,
    rememberMe,
    client: CLIENT,
  });
}
